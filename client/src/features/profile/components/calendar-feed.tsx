import { useState } from "react";
import type { CalendarFeedScope } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { useCalendarFeeds, useEnableCalendarFeed, useRevokeCalendarFeed } from "../api/calendar";
import { useConfirm, useNotice } from "@/components/feedback";

/** My Profile: the private calendar feeds, with copy, rotate and revoke. */
export function CalendarFeedSettings() {
  const { isManager } = useAuth();
  const { data } = useCalendarFeeds();
  return (
    <section className="card" aria-labelledby="feed-title">
      <h2 id="feed-title">Calendar Feed</h2>
      <p>
        Subscribe to your shifts in your calendar app. In Google Calendar: <em>Other calendars</em>, <em>+</em>,{" "}
        <em>From URL</em>, and paste the address. In Apple Calendar: <em>File</em>, <em>New Calendar Subscription…</em>{" "}
        (on iPhone: Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar). Anyone with the address
        can see the calendar: keep it private, and rotate it if it leaks.
      </p>
      <FeedRow scope="OWN" label="My shifts" on={!!data?.calendarFeeds.some((f) => f.scope === "OWN")} />
      {isManager && (
        <FeedRow
          scope="WORKPLACE"
          label="Whole workplace"
          on={!!data?.calendarFeeds.some((f) => f.scope === "WORKPLACE")}
        />
      )}
    </section>
  );
}

/** The feed's address for calendar apps: webcal: opens the system's calendar to subscribe in one tap. */
function webcal(url: string): string {
  return url.replace(/^https?:\/\//, "webcal://");
}

function FeedRow({ scope, label, on }: { scope: CalendarFeedScope; label: string; on: boolean }) {
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
      notice.failed(errorMessage(err, "Failed to make the feed"));
    }
  };
  const turnOff = async () => {
    const sure = await ask({
      title: `Turn off the ${label.toLowerCase()} feed?`,
      detail: "Calendar apps using it stop updating.",
      action: "Turn off",
      destructive: true,
    });
    if (!sure) return;
    try {
      await revoke({ variables: { scope } });
      setUrl("");
    } catch (err) {
      notice.failed(errorMessage(err, "Failed to turn off the feed"));
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
          <label htmlFor={`feed-${scope}`}>Feed address for {label.toLowerCase()}</label>
          <input id={`feed-${scope}`} readOnly value={url} onFocus={(e) => e.target.select()} />
          <p className="muted">Copy it now: it is shown only once.</p>
        </>
      )}
      {!url && on && <p>The feed is on. Rotate it to see a new address (the old one stops working).</p>}
      {!url && !on && <p>The feed is off.</p>}
      <div>
        {url && (
          <>
            <a className="btn btn--small" href={webcal(url)}>
              Subscribe<span className="visually-hidden"> to {label.toLowerCase()}</span>
            </a>{" "}
            <button type="button" className="btn btn--small btn--secondary" onClick={() => void copy()}>
              {copied ? "Copied" : "Copy"}
              <span className="visually-hidden"> {label.toLowerCase()} address</span>
            </button>
          </>
        )}{" "}
        <button type="button" className="btn btn--small" disabled={loading} onClick={() => void make()}>
          {on || url ? "Rotate" : "Turn on"}
          <span className="visually-hidden"> {label.toLowerCase()} feed</span>
        </button>{" "}
        {(on || url) && (
          <button type="button" className="btn btn--danger btn--small" disabled={revoking} onClick={() => void turnOff()}>
            Revoke<span className="visually-hidden"> {label.toLowerCase()} feed</span>
          </button>
        )}
      </div>
    </div>
  );
}
