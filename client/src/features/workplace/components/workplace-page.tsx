import { useRef, type KeyboardEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useLimitedManager } from "@/lib/reach";
import { SECTIONS } from "./sections";
import { useWorkplaceT } from "../i18n";
import "./workplace.css";

/** Managers: the workplace's settings, one tab per section of SECTIONS; the open tab is
 * in the address so that a reload or a link lands on it. */
export function WorkplacePage() {
  const [params, setParams] = useSearchParams();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const { t } = useWorkplaceT();
  const limited = useLimitedManager();
  const index = Math.max(0, SECTIONS.findIndex((s) => s.id === params.get("section")));
  const current = SECTIONS[index];
  const open = (i: number) => {
    setParams({ section: SECTIONS[i].id }, { replace: true });
    tabs.current[i]?.focus();
  };
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern).
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (step) open((index + step + SECTIONS.length) % SECTIONS.length);
  };

  return (
    <div className="page">
      <h1>{t("workplace.title")}</h1>
      {/* Leave has its own page (it is a domain of its own), reached from here and from Leave. */}
      {!limited && (
        <p>
          <Link to="/leave/setup">{t("workplace.leaveSetup")}</Link>
        </p>
      )}
      <div role="tablist" aria-label={t("workplace.settings")} className="workplace__tabs">
        {SECTIONS.map((s, i) => (
          <button
            key={s.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`workplace-tab-${s.id}`}
            aria-selected={i === index}
            aria-controls={`workplace-panel-${s.id}`}
            tabIndex={i === index ? 0 : -1}
            className="workplace__tab"
            onClick={() => open(i)}
            onKeyDown={onKey}
          >
            {t(s.label)}
          </button>
        ))}
      </div>
      <section
        role="tabpanel"
        id={`workplace-panel-${current.id}`}
        aria-labelledby={`workplace-tab-${current.id}`}
        className="card"
      >
        <current.Component />
      </section>
    </div>
  );
}
