import { useState, type FormEvent } from "react";
import { useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { TextField } from "@/components/form-fields";
import type { ApiTokensQuery } from "@/gql/graphql";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "../api/tokens";
import "./api-tokens.css";
import { FormError, useConfirm, useNotice } from "@/components/feedback";

const EXPIRIES = [
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 365, label: "1 year" },
  { days: 0, label: "Never" },
];

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : "Never";
}

/** My Profile's Developer section: personal API tokens for scripts: create (secret shown once), list, revoke. Managers always; staff only when they have tokens. */
export function ApiTokenSettings() {
  const { isManager } = useAuth();
  const { data } = useApiTokens();
  const [secret, setSecret] = useState("");
  const scopeList = (data?.apiScopes ?? []).filter((s) => isManager || !s.managerOnly);

  // Staff rarely script the API: the section shows for them once they have a token.
  if (!isManager && (data?.apiTokens.length ?? 0) === 0) return null;
  return (
    <section className="card" id="developer" aria-labelledby="developer-title tokens-title">
      <p className="profile-section-kicker" id="developer-title">
        Developer
      </p>
      <h2 id="tokens-title">API Tokens</h2>
      <p>
        Personal tokens let scripts call the API as you, limited to the scopes you choose and never more than your
        account may do. Send one as <code>Authorization: Bearer …</code>.
      </p>
      {secret && <NewTokenSecret secret={secret} onDone={() => setSecret("")} />}
      <CreateTokenForm scopeList={scopeList} onCreated={setSecret} />
      <h3>Your tokens</h3>
      {data && data.apiTokens.length === 0 && <p>No tokens yet.</p>}
      {data && data.apiTokens.length > 0 && <TokenTable tokens={data.apiTokens} />}
    </section>
  );
}

/** The new token's secret, shown once to copy. */
function NewTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div className="field" role="status">
      <label htmlFor="token-secret">New token</label>
      <input id="token-secret" readOnly value={secret} onFocus={(e) => e.target.select()} />
      <p className="muted">Copy it now: it is shown only once.</p>
      <div>
        <button type="button" className="btn btn--small" onClick={() => void navigator.clipboard.writeText(secret)}>
          Copy<span className="visually-hidden"> new token</span>
        </button>{" "}
        <button type="button" className="btn btn--small" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

type Scope = ApiTokensQuery["apiScopes"][number];

/** A token's name, scopes (at least one) and expiry. */
function CreateTokenForm({ scopeList, onCreated }: { scopeList: readonly Scope[]; onCreated: (secret: string) => void }) {
  const [create, { loading }] = useCreateApiToken();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiryDays, setExpiryDays] = useState(90);
  const [error, setError] = useState("");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setError("");
    if (scopes.length === 0) {
      setError("Choose at least one scope.");
      return;
    }
    const expiresAt = expiryDays ? new Date(Date.now() + expiryDays * 86400_000).toISOString() : null;
    try {
      const { data: made } = await create({ variables: { input: { name: name.trim(), scopes, expiresAt } } });
      onCreated(made?.createApiToken.secret ?? "");
      setName("");
      setScopes([]);
    } catch (err) {
      setError(errorMessage(err, "Failed to create the token"));
    }
  };
  const toggle = (scope: string, on: boolean) => setScopes((list) => (on ? [...list, scope] : list.filter((s) => s !== scope)));

  return (
    <form className="form" onSubmit={submit}>
      <TextField label="Token name" required maxLength={100} value={name} onChange={setName} />
      <fieldset className="field scope-list">
        <legend>Scopes</legend>
        {scopeList.map((s) => (
          <div key={s.name}>
            <label>
              <input type="checkbox" checked={scopes.includes(s.name)} onChange={(e) => toggle(s.name, e.target.checked)} />
              <span>
                <code>{s.name}</code>: {s.description}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="token-expiry">Expires after</label>
        <select id="token-expiry" value={expiryDays} onChange={(e) => setExpiryDays(Number(e.target.value))}>
          {EXPIRIES.map((x) => (
            <option key={x.days} value={x.days}>
              {x.label}
            </option>
          ))}
        </select>
      </div>
      <FormError text={error} />
      <div>
        <button type="submit" className="btn" disabled={loading}>
          Create Token
        </button>
      </div>
    </form>
  );
}

type Token = ApiTokensQuery["apiTokens"][number];

/** My tokens, each revoked after a confirm. */
function TokenTable({ tokens }: { tokens: readonly Token[] }) {
  const [revoke] = useRevokeApiToken();
  const ask = useConfirm();
  const notice = useNotice();
  const revokeOne = async (id: string, tokenName: string) => {
    const sure = await ask({
      title: `Revoke the token "${tokenName}"?`,
      detail: "Scripts using it stop working at once.",
      action: "Revoke",
      destructive: true,
    });
    if (!sure) return;
    try {
      await revoke({ variables: { id } });
    } catch (err) {
      notice.failed(errorMessage(err, "Failed to revoke the token"));
    }
  };
  return (
    <div className="table-wrap" role="region" aria-label="Your API tokens" tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Token</th>
            <th scope="col">Scopes</th>
            <th scope="col">Expires</th>
            <th scope="col">Last used</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((t) => (
            <tr key={t.id}>
              <td>{t.name}</td>
              <td>
                <code>{t.hint}</code>
              </td>
              <td>{t.scopes.join(", ")}</td>
              <td>{t.expired ? "Expired" : when(t.expiresAt)}</td>
              <td>{when(t.lastUsedAt)}</td>
              <td>
                <button type="button" className="btn btn--danger btn--small" onClick={() => void revokeOne(t.id, t.name)}>
                  Revoke<span className="visually-hidden"> token {t.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
