import { formatDateTime } from "@/lib/i18n-format";
import { useState, type FormEvent } from "react";
import { useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { TextField } from "@/components/form-fields";
import type { ApiTokensQuery } from "@/gql/graphql";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "../api/tokens";
import "./api-tokens.css";
import { FormError, useConfirm, useNotice } from "@/components/feedback";
import { useT } from "../i18n";

const EXPIRIES = [
  { days: 30, label: "profile.tokens.days30" },
  { days: 90, label: "profile.tokens.days90" },
  { days: 365, label: "profile.tokens.year" },
  { days: 0, label: "profile.tokens.never" },
] as const;

/** My Profile's Developer section: personal API tokens for scripts: create (secret shown once), list, revoke. Managers always; staff only when they have tokens. */
export function ApiTokenSettings() {
  const { t } = useT();
  const { isManager } = useAuth();
  const { data } = useApiTokens();
  const [secret, setSecret] = useState("");
  const scopeList = (data?.apiScopes ?? []).filter((s) => isManager || !s.managerOnly);

  // Staff rarely script the API: the section shows for them once they have a token.
  if (!isManager && (data?.apiTokens.length ?? 0) === 0) return null;
  return (
    <section className="card" id="developer" aria-labelledby="developer-title tokens-title">
      <p className="profile-section-kicker" id="developer-title">
        {t("profile.tokens.kicker")}
      </p>
      <h2 id="tokens-title">{t("profile.tokens.title")}</h2>
      <p>
        {t("profile.tokens.intro")} <code translate="no">Authorization: Bearer …</code>.
      </p>
      {secret && <NewTokenSecret secret={secret} onDone={() => setSecret("")} />}
      <CreateTokenForm scopeList={scopeList} onCreated={setSecret} />
      <h3>{t("profile.tokens.yours")}</h3>
      {data && data.apiTokens.length === 0 && <p>{t("profile.tokens.none")}</p>}
      {data && data.apiTokens.length > 0 && <TokenTable tokens={data.apiTokens} />}
    </section>
  );
}

/** The new token's secret, shown once to copy. */
function NewTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useT();
  return (
    <div className="field" role="status">
      <label htmlFor="token-secret">{t("profile.tokens.newToken")}</label>
      <input id="token-secret" readOnly value={secret} onFocus={(e) => e.target.select()} />
      <p className="muted">{t("profile.tokens.shownOnce")}</p>
      <div>
        <button type="button" className="btn btn--small" onClick={() => void navigator.clipboard.writeText(secret)}>
          {t("profile.tokens.copy")}<span className="visually-hidden"> {t("profile.tokens.copyHidden")}</span>
        </button>{" "}
        <button type="button" className="btn btn--small" onClick={onDone}>
          {t("profile.tokens.done")}
        </button>
      </div>
    </div>
  );
}

type Scope = ApiTokensQuery["apiScopes"][number];

/** A token's name, scopes (at least one) and expiry. */
function CreateTokenForm({ scopeList, onCreated }: { scopeList: readonly Scope[]; onCreated: (secret: string) => void }) {
  const { t } = useT();
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
      setError(t("profile.tokens.chooseScope"));
      return;
    }
    const expiresAt = expiryDays ? new Date(Date.now() + expiryDays * 86400_000).toISOString() : null;
    try {
      const { data: made } = await create({ variables: { input: { name: name.trim(), scopes, expiresAt } } });
      onCreated(made?.createApiToken.secret ?? "");
      setName("");
      setScopes([]);
    } catch (err) {
      setError(errorMessage(err, t("profile.tokens.createFailed")));
    }
  };
  const toggle = (scope: string, on: boolean) => setScopes((list) => (on ? [...list, scope] : list.filter((s) => s !== scope)));

  return (
    <form className="form" onSubmit={submit}>
      <TextField label={t("profile.tokens.name")} required maxLength={100} value={name} onChange={setName} />
      <fieldset className="field scope-list">
        <legend>{t("profile.tokens.scopes")}</legend>
        {scopeList.map((s) => (
          <div key={s.name}>
            <label>
              <input type="checkbox" checked={scopes.includes(s.name)} onChange={(e) => toggle(s.name, e.target.checked)} />
              <span>
                <code translate="no">{s.name}</code>: {s.description}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="token-expiry">{t("profile.tokens.expiresAfter")}</label>
        <select id="token-expiry" value={expiryDays} onChange={(e) => setExpiryDays(Number(e.target.value))}>
          {EXPIRIES.map((x) => (
            <option key={x.days} value={x.days}>
              {t(x.label)}
            </option>
          ))}
        </select>
      </div>
      <FormError text={error} />
      <div>
        <button type="submit" className="btn" disabled={loading}>
          {t("profile.tokens.create")}
        </button>
      </div>
    </form>
  );
}

type Token = ApiTokensQuery["apiTokens"][number];

/** My tokens, each revoked after a confirm. */
function TokenTable({ tokens }: { tokens: readonly Token[] }) {
  const { t } = useT();
  const [revoke] = useRevokeApiToken();
  const ask = useConfirm();
  const notice = useNotice();
  const revokeOne = async (id: string, tokenName: string) => {
    const sure = await ask({
      title: t("profile.tokens.revokeTitle", { name: tokenName }),
      detail: t("profile.tokens.revokeDetail"),
      action: t("profile.tokens.revoke"),
      destructive: true,
    });
    if (!sure) return;
    try {
      await revoke({ variables: { id } });
    } catch (err) {
      notice.failed(errorMessage(err, t("profile.tokens.revokeFailed")));
    }
  };
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : t("profile.tokens.never"));
  return (
    <div className="table-wrap" role="region" aria-label={t("profile.tokens.table")} tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("profile.tokens.colName")}</th>
            <th scope="col">{t("profile.tokens.colToken")}</th>
            <th scope="col">{t("profile.tokens.colScopes")}</th>
            <th scope="col">{t("profile.tokens.colExpires")}</th>
            <th scope="col">{t("profile.tokens.colLastUsed")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("profile.tokens.colActions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((tok) => (
            <tr key={tok.id}>
              <td>{tok.name}</td>
              <td>
                <code>{tok.hint}</code>
              </td>
              <td>{tok.scopes.join(", ")}</td>
              <td>{tok.expired ? t("profile.tokens.expired") : when(tok.expiresAt)}</td>
              <td>{when(tok.lastUsedAt)}</td>
              <td>
                <button type="button" className="btn btn--danger btn--small" onClick={() => void revokeOne(tok.id, tok.name)}>
                  {t("profile.tokens.revoke")}<span className="visually-hidden"> {t("profile.tokens.revokeHidden", { name: tok.name })}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
