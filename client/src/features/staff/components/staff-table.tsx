import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { roleLabel, useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useWorkplaceNames, type WorkplaceNames } from "@/lib/workplace-names";
import type { PersonWorkplaceFieldsFragment, StaffQuery } from "@/gql/graphql";
import { useDeleteUser, useSetWorksShifts, useStaff } from "../api/staff";
import { ManagerLocations } from "./manager-locations";
import { usePersonWorkplaces } from "../api/workplace";
import { PersonWorkplaceForm, workplaceSummary } from "./person-workplace";
import { useChoice, useNotice } from "@/components/feedback";
import type { ShiftAction } from "@/gql/graphql";
import { useStaffT } from "../i18n";
import { NotSignedUpBadge, SendInvitationForm } from "./not-signed-up";

/** A column another feature adds (the app composes them): its heading and each person's cell. */
export type StaffColumn = { heading: string; cell: (person: { id: string; name: string }) => ReactNode };

/** A form another feature opens under a person's row (the app composes them): its button's label, and the form, which calls done when finished. */
export type StaffPanel = { label: string; render: (person: { id: string; name: string }, done: () => void) => ReactNode };

/** Which form is open under a person's row: their positions and locations, or a panel by its index. */
type Open = { id: string; panel: "positions" | number } | null;

/** Manage Staff: everyone's name, e-mail and role, a link to their availability, and deletion of others. */
export function StaffTable({ columns = [], panels = [] }: { columns?: StaffColumn[]; panels?: StaffPanel[] }) {
  const { user } = useAuth();
  const { data, loading, error } = useStaff();
  const names = useWorkplaceNames();
  const workplaces = usePersonWorkplaces().data?.personWorkplaces;
  const [open, setOpen] = useState<Open>(null);
  const { t } = useStaffT();

  const { remove, toggleWorks, deleting } = useStaffActions();

  return (
    <div className="page">
      <h1>{t("staff.title")}</h1>
      {!data && loading && <Loading />}
      {error && !data && (
        <p className="error" role="alert">
          {t("staff.error", { message: errorMessage(error, t("staff.loadFailed")) })}
        </p>
      )}
      {data && (
        <div className="card table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t("staff.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("staff.name")}</th>
                <th scope="col">{t("staff.email")}</th>
                <th scope="col">{t("staff.role")}</th>
                <th scope="col">{t("staff.worksAs")}</th>
                {columns.map((c) => (
                  <th scope="col" key={c.heading}>
                    {c.heading}
                  </th>
                ))}
                <th scope="col">{t("staff.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {data.staff.map((p) => (
                <StaffRow
                  key={p.id}
                  person={p}
                  self={p.id === user?.id}
                  deleting={deleting}
                  onDelete={() => void remove(p.id, p.name)}
                  onWorks={(on) => void toggleWorks(p.id, p.name, on)}
                  workplace={workplaces?.find((w) => w.userId === p.id)}
                  names={names}
                  columns={columns}
                  panels={panels}
                  open={open?.id === p.id ? open.panel : null}
                  setOpen={(panel) => setOpen(panel === null ? null : { id: p.id, panel })}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Deleting a person (asking what becomes of their shifts) and putting people on the rota. */
function useStaffActions() {
  const [deleteUser, { loading: deleting }] = useDeleteUser();
  const ask = useChoice();
  const notice = useNotice();
  const { t } = useStaffT();

  const remove = async (id: string, name: string) => {
    const shifts = await ask({
      title: t("staff.delete.title", { name }),
      action: t("staff.delete.action"),
      destructive: true,
      choice: {
        legend: t("staff.delete.legend"),
        value: "OPEN",
        options: [
          { value: "OPEN", label: t("staff.delete.open") },
          { value: "UNASSIGN", label: t("staff.delete.unassign") },
        ],
      },
    });
    if (shifts === null) return;
    try {
      const { data: result } = await deleteUser({ variables: { id, shifts: shifts as ShiftAction } });
      notice.done(result?.deleteUser.message ?? t("staff.delete.done", { name }));
    } catch (err) {
      notice.failed(t("staff.error", { message: errorMessage(err, t("staff.delete.failed")) }));
    }
  };

  const [setWorks] = useSetWorksShifts();
  const toggleWorks = async (id: string, name: string, on: boolean) => {
    try {
      // Optimistic, so the box ticks at once (it is controlled by the cached person).
      await setWorks({ variables: { id, worksShifts: on }, optimisticResponse: { setWorksShifts: { __typename: "User", id, worksShifts: on } } });
      notice.done(on ? t("staff.works.on", { name }) : t("staff.works.off", { name }));
    } catch (err) {
      notice.failed(t("staff.error", { message: errorMessage(err, t("staff.works.failed")) }));
    }
  };
  return { remove, toggleWorks, deleting };
}

type RowProps = {
  person: StaffQuery["staff"][number];
  self: boolean;
  deleting: boolean;
  onDelete: () => void;
  onWorks: (on: boolean) => void;
  workplace: PersonWorkplaceFieldsFragment | undefined;
  names: WorkplaceNames;
  open: "positions" | number | null;
  setOpen: (panel: "positions" | number | null) => void;
  columns: StaffColumn[];
  panels: StaffPanel[];
};

/** One person's row and, when open, the form for their positions and locations. */
function StaffRow({ person: p, self, deleting, onDelete, onWorks, workplace, names, open, setOpen, columns, panels }: RowProps) {
  const { t } = useStaffT();
  return (
    <>
                <tr>
                  <td>
                    {p.name} {!p.signedUp && <NotSignedUpBadge />}
                  </td>
                  <td className="staff__email">
                    {p.signedUp ? p.email : <SendInvitationForm userId={p.id} name={p.name} email={p.email ?? ""} />}
                  </td>
                  <td>
                    {roleLabel(p.role)}{" "}
                    {/* Manage Staff is for managers only: any reader may limit a manager. */}
                    {p.role === "MANAGER" && <ManagerLocations userId={p.id} name={p.name} />}
                  </td>
                  <td>{workplaceSummary(workplace, names)}</td>
                  {columns.map((c) => (
                    <td key={c.heading}>{c.cell(p)}</td>
                  ))}
                  <td>
                    <div className="staff__actions">
                      {/* On the rota: a row in the week editor, given shifts and offered open ones. */}
                      <label className="staff__works">
                        <input type="checkbox" checked={p.worksShifts} onChange={(e) => onWorks(e.target.checked)} /> {t("staff.works.label")}
                        <span className="visually-hidden"> ({p.name})</span>
                      </label>
                      <PanelButton label={t("staff.positions")} name={p.name} open={open === "positions"} onClick={() => setOpen(open === "positions" ? null : "positions")} />
                      {panels.map((panel, i) => (
                        <PanelButton key={panel.label} label={panel.label} name={p.name} open={open === i} onClick={() => setOpen(open === i ? null : i)} />
                      ))}
                      <Link className="btn btn--small btn--secondary" to={`/availability?user=${p.id}`}>
                        {t("staff.availability")}<span className="visually-hidden"> {t("staff.of", { name: p.name })}</span>
                      </Link>
                      {self ? (
                        <span className="muted">{t("staff.cannotDeleteSelf")}</span>
                      ) : (
                        <button
                          type="button"
                          className="btn btn--danger btn--small"
                          disabled={deleting}
                          onClick={onDelete}
                        >
                          {t("staff.deleteUser")}<span className="visually-hidden"> {p.name}</span>
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
                {open !== null && (
                  <tr>
                    <td colSpan={5 + columns.length}>
                      {open === "positions" ? (
                        <PersonWorkplaceForm name={p.name} userId={p.id} current={workplace} names={names} onDone={() => setOpen(null)} />
                      ) : (
                        panels[open]?.render(p, () => setOpen(null))
                      )}
                    </td>
                  </tr>
                )}
                </>
  );
}

/** A button that opens (or closes) a form under the person's row. */
function PanelButton({ label, name, open, onClick }: { label: string; name: string; open: boolean; onClick: () => void }) {
  const { t } = useStaffT();
  return (
    <button type="button" className="btn btn--small btn--secondary" aria-expanded={open} onClick={onClick}>
      {label}<span className="visually-hidden"> {t("staff.of", { name })}</span>
    </button>
  );
}
