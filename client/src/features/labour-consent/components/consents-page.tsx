import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useMyConsents } from "../api/labour-consent";
import { useT } from "../i18n";
import { ConsentItem } from "./consent-item";
import "./labour-consent.css";

/** The consents page: late changes to one's published shifts, waiting ones first. */
export function ConsentsPage() {
  const { t } = useT();
  const { data, loading, error } = useMyConsents();
  const list = data?.labourConsents ?? [];
  const pending = list.filter((c) => c.status === "PENDING");
  const answered = list.filter((c) => c.status !== "PENDING");
  return (
    <div className="page consents-page">
      <h1>{t("consent.title")}</h1>
      <p className="muted">{t("consent.intro")}</p>
      {!data && loading && <Loading />}
      {error && (
        <p className="error" role="alert">
          {errorMessage(error, t("consent.loadFailed"))}
        </p>
      )}
      {data && list.length === 0 && <p>{t("consent.none")}</p>}
      {pending.length > 0 && (
        <section aria-labelledby="consents-waiting">
          <h2 id="consents-waiting">{t("consent.waiting")}</h2>
          <ul className="consent-list">
            {pending.map((c) => (
              <ConsentItem key={c.id} consent={c} />
            ))}
          </ul>
        </section>
      )}
      {answered.length > 0 && (
        <section aria-labelledby="consents-answered">
          <h2 id="consents-answered">{t("consent.answered")}</h2>
          <ul className="consent-list">
            {answered.map((c) => (
              <ConsentItem key={c.id} consent={c} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
