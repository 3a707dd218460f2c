import { useId, useState } from "react";
import { errorMessage } from "@/lib/errors";
import { LANGUAGES } from "@/lib/i18n";
import { LANGUAGE_NAMES } from "@/lib/i18n-format";
import { FormError, useNotice } from "@/components/feedback";
import { useSetWorkplaceLanguage, useWorkplaceLanguage } from "../api/workplace";
import { useWorkplaceT } from "../i18n";

/** The language of people who chose none: their e-mails, notifications and, until their
 * browser says otherwise, their screens. Saved as soon as it is picked. */
export function LanguageSection() {
  const { t } = useWorkplaceT();
  const { data } = useWorkplaceLanguage();
  const [save, { loading }] = useSetWorkplaceLanguage();
  const [error, setError] = useState("");
  const notice = useNotice();
  const id = useId();
  if (!data) return null;

  const change = async (language: string) => {
    setError("");
    try {
      await save({ variables: { language } });
      notice.done(t("workplace.language.saved", { language: LANGUAGE_NAMES[language as keyof typeof LANGUAGE_NAMES] }));
    } catch (err) {
      setError(errorMessage(err, t("workplace.language.failed")));
    }
  };

  return (
    <div className="form">
      <div className="field">
        <label htmlFor={id}>{t("workplace.language.label")}</label>
        <select
          id={id}
          aria-describedby={`${id}-hint`}
          value={data.workplaceSettings.defaultLanguage}
          disabled={loading}
          onChange={(e) => void change(e.target.value)}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
        <span id={`${id}-hint`} className="field__hint">
          {t("workplace.language.hint")}
        </span>
      </div>
      <FormError text={error} />
    </div>
  );
}
