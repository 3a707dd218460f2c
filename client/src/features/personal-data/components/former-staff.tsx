import { errorMessage } from "@/lib/errors";
import { formatDay } from "@/lib/i18n-format";
import { useConfirm, useNotice } from "@/components/feedback";
import { useErasePersonalData, useFormerStaff } from "../api/personal-data";
import { usePersonalDataT } from "../i18n";
import { DownloadDataButton } from "./download-data";

/** Managers: the people deleted from the workplace, their data to download, and the erasure of it. */
export function FormerStaffCard() {
  const { t } = usePersonalDataT();
  const { data } = useFormerStaff();
  const erase = useErase(data?.personalDataRetentionYears ?? 6);
  if (!data || data.formerStaff.length === 0) return null;
  return (
    <section className="card" aria-labelledby="former-staff-title">
      <h2 id="former-staff-title">{t("personalData.formerTitle")}</h2>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t("personalData.name")}</th>
              <th scope="col">{t("personalData.deleted")}</th>
              <th scope="col">{t("personalData.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {data.formerStaff.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
                <td>{formatDay(p.deletedAt as string)}</td>
                <td>
                  <div className="staff__actions">
                    <DownloadDataButton userId={p.id} name={p.name} />
                    {p.erased ? (
                      <span className="muted">{t("personalData.erased")}</span>
                    ) : (
                      <button type="button" className="btn btn--danger btn--small" onClick={() => void erase(p.id, p.name)}>
                        {t("personalData.erase")}
                        <span className="visually-hidden"> {t("personalData.of", { name: p.name })}</span>
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Asks first, saying what is removed and what is kept for how long, then erases. */
function useErase(years: number) {
  const { t } = usePersonalDataT();
  const [erasePersonalData] = useErasePersonalData();
  const confirm = useConfirm();
  const notice = useNotice();
  return async (userId: string, name: string) => {
    const ok = await confirm({
      title: t("personalData.confirm.title", { name }),
      detail: t("personalData.confirm.detail", { count: years }),
      action: t("personalData.confirm.action"),
      destructive: true,
    });
    if (!ok) return;
    try {
      const { data } = await erasePersonalData({ variables: { userId } });
      notice.done(t("personalData.done", { name: data?.erasePersonalData.name ?? name }));
    } catch (err) {
      notice.failed(errorMessage(err, t("personalData.eraseFailed")));
    }
  };
}
