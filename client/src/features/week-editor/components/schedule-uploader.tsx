import { useId, useState, type ReactNode } from "react";
import { UploaderForm } from "./uploader-form";

/** What the uploader's publish button gets: flush (the pending edits) before publishing. */
export type UploaderPublishControls = { flush: () => Promise<void>; onPublished: () => void };

type Props = {
  weekStarting: string;
  weekEnding: string;
  /** The button that publishes the week's draft (the route gives it, from publishing). */
  publishButton?: (controls: UploaderPublishControls) => ReactNode;
};

/**
 * The Schedule Uploader: a compact way to build a week day by day, on the same server
 * draft as the Schedule Editor (each add, change and removal is a draft edit), and to
 * publish it. Publishing closes the panel.
 */
export function ScheduleUploader({ weekStarting, weekEnding, publishButton }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="card uploader" aria-labelledby={`${panelId}-title`}>
      <div className="uploader__head">
        <h2 id={`${panelId}-title`}>Schedule Uploader</h2>
        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Close Schedule Uploader" : "Open Schedule Uploader"}
        </button>
      </div>
      {open && (
        <div id={panelId}>
          <UploaderForm
            weekStarting={weekStarting}
            weekEnding={weekEnding}
            publishButton={(flush) => publishButton?.({ flush, onPublished: () => setOpen(false) })}
          />
        </div>
      )}
    </section>
  );
}
