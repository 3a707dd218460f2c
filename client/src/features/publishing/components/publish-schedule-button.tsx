import { useState } from "react";
import { errorCode, errorMessage } from "@/lib/errors";
import { usePublishDraft, usePublishPreview } from "../api/publishing";
import { useConfirm, useNotice } from "@/components/feedback";

type Props = {
  weekStarting: string;
  /** Resolves when the edits asked for so far have reached the draft. */
  flush: () => Promise<void>;
  onPublished: () => void;
};

/**
 * The Schedule Uploader's "Publish Schedule": publishes the week's draft; warnings (short
 * rest, weekly hours) need the manager's yes in a confirm, then are accepted by their keys.
 */
export function PublishScheduleButton({ weekStarting, flush, onPublished }: Props) {
  const [publish] = usePublishDraft();
  const [loadPreview] = usePublishPreview();
  const [publishing, setPublishing] = useState(false);
  const ask = useConfirm();
  const notice = useNotice();

  const publishAcceptingWarnings = async (err: unknown): Promise<boolean> => {
    const sure = await ask({ title: "Publish anyway?", detail: errorMessage(err, "This week has warnings."), action: "Publish anyway" });
    if (!sure) return false;
    const res = await loadPreview({ variables: { week: weekStarting } });
    const accept = (res.data?.publishPreview.conflicts ?? []).filter((c) => c.severity === "WARNING").map((c) => c.key);
    await publish({ variables: { week: weekStarting, accept } });
    return true;
  };

  const submit = async () => {
    setPublishing(true);
    try {
      await flush();
      try {
        await publish({ variables: { week: weekStarting } });
      } catch (err) {
        if (errorCode(err) !== "CONFLICT") throw err;
        if (!(await publishAcceptingWarnings(err))) return;
      }
      notice.done("Schedule uploaded successfully!");
      onPublished();
    } catch (err) {
      notice.failed(errorMessage(err, "Failed to submit schedule"));
    } finally {
      setPublishing(false);
    }
  };

  return (
    <button type="button" className="btn" disabled={publishing} onClick={() => void submit()}>
      {publishing ? "Publishing..." : "Publish Schedule"}
    </button>
  );
}
