import { useId, useState } from "react";
import { errorMessage } from "@/lib/errors";
import { chooseClock, chooseLanguage, isLanguage, LANGUAGES, useTranslation } from "@/lib/i18n";
import { formatTime, LANGUAGE_NAMES } from "@/lib/i18n-format";
import { FormError, useNotice } from "@/components/feedback";
import { useMyLanguage, useSetMyLanguage } from "../api/profile";

/** The person's language and clock: the app switches at once, and e-mails follow. */
export function LanguageSettings() {
  const { t } = useTranslation();
  const { data } = useMyLanguage();
  const [save, { loading }] = useSetMyLanguage();
  const [error, setError] = useState("");
  const notice = useNotice();
  const languageId = useId();
  const clockId = useId();
  if (!data) return null;
  const { language, clock } = data.me;

  const change = async (next: { language: string | null; clock: number | null }) => {
    setError("");
    try {
      await save({ variables: next });
      await chooseLanguage(isLanguage(next.language) ? next.language : null);
      chooseClock(next.clock);
      notice.done(t("language.saved"));
    } catch (err) {
      setError(errorMessage(err, t("login.failed")));
    }
  };

  return (
    <section className="card" aria-labelledby="language-title">
      <h2 id="language-title">{t("language.title")}</h2>
      <div className="form">
        <label htmlFor={languageId}>{t("language.language")}</label>
        <select
          id={languageId}
          value={language ?? ""}
          disabled={loading}
          onChange={(e) => void change({ language: e.target.value || null, clock: clock ?? null })}
        >
          <option value="">{t("language.browser")}</option>
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
        <label htmlFor={clockId}>{t("language.clock")}</label>
        <select
          id={clockId}
          value={clock ?? ""}
          disabled={loading}
          onChange={(e) => void change({ language: language ?? null, clock: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t("language.clockDefault")}</option>
          <option value="12">
            {t("language.clock12")} ({formatTime(17 * 60, 12)})
          </option>
          <option value="24">
            {t("language.clock24")} ({formatTime(17 * 60, 24)})
          </option>
        </select>
        <FormError text={error} />
      </div>
    </section>
  );
}
