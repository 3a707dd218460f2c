import { useState, type ChangeEvent } from "react";
import type { PreviewStaffImportQuery } from "@/gql/graphql";
import { roleLabel } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { importTemplate, maxImportBytes, useImportStaff, usePreviewStaffImport } from "../api/staff-import";
import { useStaffImportT } from "../i18n";

type Preview = PreviewStaffImportQuery["previewStaffImport"];

/** Manage Staff: "Import from CSV…" opens a file picker, the file's preview, and Import. */
export function StaffImportCard() {
  const [open, setOpen] = useState(false);
  const { t } = useStaffImportT();
  return (
    <section className="card" aria-labelledby="import-title">
      <h2 id="import-title">{t("staffImport.title")}</h2>
      <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t("staffImport.open")}
      </button>
      {open && <StaffImportPanel />}
    </section>
  );
}

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplate)}`;

function StaffImportPanel() {
  const [csv, setCsv] = useState("");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState("");
  const readPreview = usePreviewStaffImport();
  const [importStaff, { loading }] = useImportStaff();
  const { t } = useStaffImportT();

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setPreview(null);
    setCsv("");
    if (!file) return;
    if (file.size > maxImportBytes) {
      setMessage(t("staffImport.tooBig", { kb: maxImportBytes / 1024 }));
      return;
    }
    try {
      const text = await file.text();
      const { data } = await readPreview(text);
      setCsv(text);
      setPreview(data?.previewStaffImport ?? null);
      const n = data?.previewStaffImport.problemCount ?? 0;
      setMessage(n === 0 ? t("staffImport.allGood") : t("staffImport.problems", { count: n }));
    } catch (err) {
      setMessage(errorMessage(err, t("staffImport.unreadable")));
    }
  };

  const runImport = async () => {
    try {
      const { data } = await importStaff({ variables: { csv } });
      const n = data?.importStaff.rows.length ?? 0;
      setPreview(null);
      setCsv("");
      setMessage(t("staffImport.imported", { count: n }));
    } catch (err) {
      setMessage(errorMessage(err, t("staffImport.nothing")));
    }
  };

  return (
    <div className="form">
      <p>
        {t("staffImport.intro")}{" "}
        <a href={templateHref} download="staff-template.csv">
          {t("staffImport.template")}
        </a>
      </p>
      <div className="field">
        <label htmlFor="import-file">{t("staffImport.file")}</label>
        <input id="import-file" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
      </div>
      <p role="status">{message}</p>
      {preview && <PreviewTable preview={preview} />}
      {preview && (
        <div>
          <button type="button" className="btn" disabled={loading || preview.problemCount > 0} onClick={() => void runImport()}>
            {t("staffImport.import", { count: preview.rows.length })}
          </button>
        </div>
      )}
    </div>
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  const { t } = useStaffImportT();
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>{t("staffImport.preview")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("staffImport.col.line")}</th>
            <th scope="col">{t("staffImport.col.name")}</th>
            <th scope="col">{t("staffImport.col.email")}</th>
            <th scope="col">{t("staffImport.col.role")}</th>
            <th scope="col">{t("staffImport.col.positions")}</th>
            <th scope="col">{t("staffImport.col.locations")}</th>
            <th scope="col">{t("staffImport.col.problems")}</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r) => (
            <tr key={r.line}>
              <td>{r.line}</td>
              <td>{r.name}</td>
              <td>{r.email}</td>
              <td>{roleLabel(r.role)}</td>
              <td>{r.positions.join("; ")}</td>
              <td>{r.locations.join("; ")}</td>
              <td>{r.problems.length === 0 ? t("staffImport.none") : r.problems.join(" ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
