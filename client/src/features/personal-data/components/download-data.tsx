import { useState } from "react";
import { errorMessage } from "@/lib/errors";
import { useNotice } from "@/components/feedback";
import { startDownload, useExportPersonalData } from "../api/personal-data";
import { usePersonalDataT } from "../i18n";

/** A button that downloads a person's data as a ZIP: "Download data" of name, or one's own. */
export function DownloadDataButton({ userId, name, small = true }: { userId: string; name?: string; small?: boolean }) {
  const { t } = usePersonalDataT();
  const [exportData] = useExportPersonalData();
  const [busy, setBusy] = useState(false);
  const notice = useNotice();
  const download = async () => {
    setBusy(true);
    try {
      const { data } = await exportData({ variables: { userId } });
      if (data) startDownload(data.exportPersonalData.url);
    } catch (err) {
      notice.failed(errorMessage(err, t("personalData.downloadFailed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`btn btn--secondary${small ? " btn--small" : ""}`} disabled={busy} onClick={() => void download()}>
      {name ? t("personalData.download") : t("personalData.downloadMine")}
      {name && <span className="visually-hidden"> {t("personalData.of", { name })}</span>}
    </button>
  );
}

/** My Profile's section: everything the workplace holds about me, as a ZIP. */
export function DownloadMyData({ userId }: { userId: string }) {
  const { t } = usePersonalDataT();
  return (
    <section className="card" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t("personalData.mineTitle")}</h2>
      <p className="muted">{t("personalData.mineIntro")}</p>
      <DownloadDataButton userId={userId} small={false} />
    </section>
  );
}
