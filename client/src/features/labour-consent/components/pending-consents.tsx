import { Link } from "react-router-dom";
import { useMyConsents } from "../api/labour-consent";
import { useT } from "../i18n";
import "./labour-consent.css";

/** The home screen's card: late changes to one's shifts that wait for an answer. */
export function PendingConsents() {
  const { t } = useT();
  const { data } = useMyConsents();
  const waiting = (data?.labourConsents ?? []).filter((c) => c.status === "PENDING").length;
  if (waiting === 0) return null;
  return (
    <section className="card consent-card" aria-labelledby="home-consents">
      <h2 id="home-consents">{t("consent.homeTitle")}</h2>
      <p>{t("consent.homeWaiting", { count: waiting })}</p>
      <Link to="/consents" className="btn">
        {t("consent.review")}
      </Link>
    </section>
  );
}
