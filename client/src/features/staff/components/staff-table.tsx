import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { roleLabel, useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useDeleteUser, useStaff } from "../api/staff";

/** A column another feature adds (the app composes them): its heading and each person's cell. */
export type StaffColumn = { heading: string; cell: (person: { id: string; name: string }) => ReactNode };

/** Manage Staff: everyone's name, e-mail and role, a link to their availability, and deletion of others. */
export function StaffTable({ columns = [] }: { columns?: StaffColumn[] }) {
  const { user } = useAuth();
  const { data, loading, error } = useStaff();
  const [deleteUser, { loading: deleting }] = useDeleteUser();

  const remove = async (id: string, name: string) => {
    if (!window.confirm(`Delete ${name}?`)) return;
    try {
      const { data: result } = await deleteUser({ variables: { id } });
      window.alert(result?.deleteUser.message ?? `User ${name} deleted.`);
    } catch (err) {
      window.alert(`Error: ${errorMessage(err, "Failed to delete")}`);
    }
  };

  return (
    <div className="page">
      <h1>Manage Staff</h1>
      {!data && loading && <Loading />}
      {error && !data && (
        <p className="error" role="alert">
          Error: {errorMessage(error, "Failed to fetch staff list")}
        </p>
      )}
      {data && (
        <div className="card table-wrap">
          <table className="table">
            <caption className="visually-hidden">Staff</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                {columns.map((c) => (
                  <th scope="col" key={c.heading}>
                    {c.heading}
                  </th>
                ))}
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.staff.map((p) => (
                <tr key={p.id}>
                  <td>{p.name}</td>
                  <td className="staff__email">{p.email}</td>
                  <td>{roleLabel(p.role)}</td>
                  {columns.map((c) => (
                    <td key={c.heading}>{c.cell(p)}</td>
                  ))}
                  <td>
                    <div className="staff__actions">
                      <Link className="btn btn--small btn--secondary" to={`/availability?user=${p.id}`}>
                        Availability<span className="visually-hidden"> of {p.name}</span>
                      </Link>
                      {p.id === user?.id ? (
                        <span className="muted">Cannot delete self</span>
                      ) : (
                        <button
                          type="button"
                          className="btn btn--danger btn--small"
                          disabled={deleting}
                          onClick={() => void remove(p.id, p.name)}
                        >
                          Delete User<span className="visually-hidden"> {p.name}</span>
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
