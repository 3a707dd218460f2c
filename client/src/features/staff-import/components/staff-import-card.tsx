import { useState, type ChangeEvent } from "react";
import type { PreviewStaffImportQuery } from "@/gql/graphql";
import { roleLabel } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { importTemplate, maxImportBytes, useImportStaff, usePreviewStaffImport } from "../api/staff-import";

type Preview = PreviewStaffImportQuery["previewStaffImport"];

/** Manage Staff: "Import from CSV…" opens a file picker, the file's preview, and Import. */
export function StaffImportCard() {
  const [open, setOpen] = useState(false);
  return (
    <section className="card" aria-labelledby="import-title">
      <h2 id="import-title">Import Staff</h2>
      <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen(!open)}>
        Import from CSV…
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

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setPreview(null);
    setCsv("");
    if (!file) return;
    if (file.size > maxImportBytes) {
      setMessage(`The file is too big: at most ${maxImportBytes / 1024} KB. Split it into several files.`);
      return;
    }
    try {
      const text = await file.text();
      const { data } = await readPreview(text);
      setCsv(text);
      setPreview(data?.previewStaffImport ?? null);
      const n = data?.previewStaffImport.problemCount ?? 0;
      setMessage(n === 0 ? "Every row can be imported." : `${n} ${n === 1 ? "row has" : "rows have"} problems: fix the file and choose it again.`);
    } catch (err) {
      setMessage(errorMessage(err, "The file could not be read."));
    }
  };

  const runImport = async () => {
    try {
      const { data } = await importStaff({ variables: { csv } });
      const n = data?.importStaff.invitations.length ?? 0;
      setPreview(null);
      setCsv("");
      setMessage(n === 1 ? "Imported 1 person: their invitation is on its way." : `Imported ${n} people: their invitations are on their way.`);
    } catch (err) {
      setMessage(errorMessage(err, "Nothing was imported."));
    }
  };

  return (
    <div className="form">
      <p>
        One line per person under a header line: name, e-mail, role (employee or manager), positions and locations by name
        (several separated by ; with the primary position first), rule set (a name; empty for the default).{" "}
        <a href={templateHref} download="staff-template.csv">
          Download the template
        </a>
      </p>
      <div className="field">
        <label htmlFor="import-file">CSV file</label>
        <input id="import-file" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
      </div>
      <p role="status">{message}</p>
      {preview && <PreviewTable preview={preview} />}
      {preview && (
        <div>
          <button type="button" className="btn" disabled={loading || preview.problemCount > 0} onClick={() => void runImport()}>
            Import {preview.rows.length} {preview.rows.length === 1 ? "person" : "people"}
          </button>
        </div>
      )}
    </div>
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>Preview of the file</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Positions</th>
            <th scope="col">Locations</th>
            <th scope="col">Problems</th>
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
              <td>{r.problems.length === 0 ? "None" : r.problems.join(" ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
