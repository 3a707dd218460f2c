// The managers' inbox: every request waiting for a decision, in one page, each decided in
// place by the same lists (and so the same calls, dialogs and notices) as on /pto and
// /swaps, which stay where they are.
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { PendingList } from "@/features/timeoff/components/pending-list";
import { ApprovalQueue } from "@/features/swaps/components/swaps-page";
import { ClaimsQueue } from "@/features/open-shifts/components/claims-queue";
import { useAppT } from "../i18n";
import "./requests.css";

const KINDS = ["all", "time-off", "swaps", "claims"] as const;

type Kind = (typeof KINDS)[number];

export default function RequestsRoute() {
  const [params, setParams] = useSearchParams();
  const { t } = useAppT();
  const asked = params.get("kind");
  // The choice shows at once; the address follows it (a navigation, which settles later),
  // so the filter can be linked to and survives a reload.
  const [kind, setKind] = useState<Kind>(KINDS.some((k) => k === asked) ? (asked as Kind) : "all");
  const choose = (k: Kind) => {
    setKind(k);
    setParams(k === "all" ? {} : { kind: k }, { replace: true });
  };
  const shows = (k: Kind) => kind === "all" || kind === k;
  return (
    <div className="page">
      <h1>{t("app.requests.title")}</h1>
      <p className="muted">{t("app.requests.intro")}</p>
      <fieldset className="requests-filter">
        <legend className="visually-hidden">{t("app.requests.show")}</legend>
        {KINDS.map((k) => (
          <label key={k} className={kind === k ? "requests-filter__option requests-filter__option--on" : "requests-filter__option"}>
            <input
              type="radio"
              name="kind"
              value={k}
              checked={kind === k}
              onChange={() => choose(k)}
            />
            {t(`app.requests.kind.${k}`)}
          </label>
        ))}
      </fieldset>
      {shows("time-off") && <PendingList />}
      {shows("swaps") && <ApprovalQueue />}
      {shows("claims") && <ClaimsQueue />}
    </div>
  );
}
