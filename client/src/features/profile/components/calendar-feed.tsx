import { useState } from "react";
import type { CalendarFeedScope } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { useCalendarFeeds, useEnableCalendarFeed, useRevokeCalendarFeed } from "../api/calendar";
import { useConfirm, useNotice } from "@/components/feedback";
import { useT } from "../i18n";

/** My Profile: the private calendar feeds, with copy, rotate and revoke. */
export function CalendarFeedSettings() {
  const { t } = useT();
  const { isManager } = useAuth();
  const { data } = useCalendarFeeds();
  return (
    <section className="card" aria-labelledby="feed-title">
      <h2 id="feed-title">{t("profile.feed.title")}</h2>
      <p>
        {t("profile.feed.introStart")} <em>{t("profile.feed.otherCalendars")}</em>, <em>+</em>,{" "}
        <em>{t("profile.feed.fromUrl")}</em>, {t("profile.feed.paste")} <em>{t("profile.feed.file")}</em>,{" "}
        <em>{t("profile.feed.newSubscription")}</em> {t("profile.feed.introEnd")}
      </p>
      <FeedRow scope="OWN" on={!!data?.calendarFeeds.some((f) => f.scope === "OWN")} />
      {isManager && <FeedRow scope="WORKPLACE" on={!!data?.calendarFeeds.some((f) => f.scope === "WORKPLACE")} />}
    </section>
  );
}

/** The feed's address for calendar apps: webcal: opens the system's calendar to subscribe in one tap. */
function webcal(url: string): string {
  return url.replace(/^https?:\/\//, "webcal://");
}

function FeedRow({ scope, on }: { scope: CalendarFeedScope; on: boolean }) {
  const { t } = useT();
  const label = scope === "OWN" ? t("profile.feed.own") : t("profile.feed.workplace");
  // The feed's name in the middle of a sentence (lower case in English).
  const feed = scope === "OWN" ? t("profile.feed.ownLower") : t("profile.feed.workplaceLower");
  const [url, setUrl] = useState("");
  const [copied, setCopied] = useState(false);
  const [enable, { loading }] = useEnableCalendarFeed();
  const [revoke, { loading: revoking }] = useRevokeCalendarFeed();
  const ask = useConfirm();
  const notice = useNotice();

  const make = async () => {
    try {
      const { data } = await enable({ variables: { scope } });
      setUrl(data?.enableCalendarFeed ?? "");
      setCopied(false);
    } catch (err) {
      notice.failed(errorMessage(err, t("profile.feed.makeFailed")));
    }
  };
  const turnOff = async () => {
    const sure = await ask({
      title: t("profile.feed.turnOffTitle", { feed }),
      detail: t("profile.feed.turnOffDetail"),
      action: t("profile.feed.turnOff"),
      destructive: true,
    });
    if (!sure) return;
    try {
      await revoke({ variables: { scope } });
      setUrl("");
    } catch (err) {
      notice.failed(errorMessage(err, t("profile.feed.turnOffFailed")));
    }
  };
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };

  return (
    <div className="field">
      <h3>{label}</h3>
      {url && (
        <>
          <label htmlFor={`feed-${scope}`}>{t("profile.feed.address", { feed })}</label>
          <input id={`feed-${scope}`} readOnly value={url} onFocus={(e) => e.target.select()} />
          <p className="muted">{t("profile.feed.shownOnce")}</p>
        </>
      )}
      {!url && on && <p>{t("profile.feed.isOn")}</p>}
      {!url && !on && <p>{t("profile.feed.isOff")}</p>}
      <div>
        {url && (
          <>
            <a className="btn btn--small" href={webcal(url)}>
              {t("profile.feed.subscribe")}<span className="visually-hidden"> {t("profile.feed.subscribeHidden", { feed })}</span>
            </a>{" "}
            <button type="button" className="btn btn--small btn--secondary" onClick={() => void copy()}>
              {copied ? t("profile.feed.copied") : t("profile.feed.copy")}
              <span className="visually-hidden"> {t("profile.feed.addressHidden", { feed })}</span>
            </button>
          </>
        )}{" "}
        <button type="button" className="btn btn--small" disabled={loading} onClick={() => void make()}>
          {on || url ? t("profile.feed.rotate") : t("profile.feed.turnOn")}
          <span className="visually-hidden"> {t("profile.feed.feedHidden", { feed })}</span>
        </button>{" "}
        {(on || url) && (
          <button type="button" className="btn btn--danger btn--small" disabled={revoking} onClick={() => void turnOff()}>
            {t("profile.feed.revoke")}<span className="visually-hidden"> {t("profile.feed.feedHidden", { feed })}</span>
          </button>
        )}
      </div>
    </div>
  );
}
