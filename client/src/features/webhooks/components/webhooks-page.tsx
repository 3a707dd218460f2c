import { useState, type FormEvent } from "react";
import type { WebhookEventKind, WebhooksQuery } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { useCreateWebhook, useDeleteWebhook, useRedeliverWebhook, useWebhooks } from "../api/webhooks";
import { FormError, useConfirm, useNotice } from "@/components/feedback";
import i18next from "@/lib/i18n";
import { formatDateTime } from "@/lib/i18n-format";
import { useWebhooksT } from "../i18n";

const KINDS: WebhookEventKind[] = [
  "SCHEDULE_PUBLISHED",
  "SWAP_DECIDED",
  "TIME_OFF_DECIDED",
  "USER_DELETED",
  "OPEN_SHIFT_CLAIM_DECIDED",
  "WORKPLACE_CHANGED",
];
// A kind this client does not know yet shows as the server names it.
const kindLabel = (k: WebhookEventKind) => i18next.t(`webhooks.kind.${k}`, { defaultValue: k });

type Hook = WebhooksQuery["webhooks"][number];
type Delivery = Hook["deliveries"][number];

function status(d: Delivery): string {
  if (d.deliveredAt) return i18next.t("webhooks.status.delivered", { at: formatDateTime(d.deliveredAt) });
  if (d.failedAt) return i18next.t("webhooks.status.failed", { at: formatDateTime(d.failedAt) });
  if (d.attempts === 0) return i18next.t("webhooks.status.queued");
  return i18next.t("webhooks.status.retrying", { at: d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : "" });
}

/** Runs an action; a failure shows as a notice with the server's sentence. */
function useAct() {
  const notice = useNotice();
  return async (fn: () => Promise<unknown>, fail: string) => {
    try {
      await fn();
    } catch (err) {
      notice.failed(errorMessage(err, fail));
    }
  };
}

/** Managers: register webhook endpoints, see each one's deliveries, redeliver. */
export function WebhooksPage() {
  const { data, refetch, error } = useWebhooks();
  const { t } = useWebhooksT();
  return (
    <div className="page">
      <h1>{t("webhooks.title")}</h1>
      <RegisterWebhook />
      {error && <p role="alert">{errorMessage(error, t("webhooks.loadFailed"))}</p>}
      {data?.webhooks.length === 0 && <p>{t("webhooks.none")}</p>}
      {data?.webhooks.map((h) => <WebhookCard key={h.id} hook={h} onRefresh={() => void refetch()} />)}
    </div>
  );
}

/** The form registering an endpoint; the signing secret is shown once, after it. */
function RegisterWebhook() {
  const [url, setUrl] = useState("");
  const [kinds, setKinds] = useState<WebhookEventKind[]>(["SCHEDULE_PUBLISHED"]);
  const [secret, setSecret] = useState<string | null>(null);
  const [create, { loading }] = useCreateWebhook();
  const [error, setError] = useState("");
  const { t } = useWebhooksT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      const { data: made } = await create({ variables: { input: { url: url.trim(), kinds } } });
      setSecret(made?.createWebhook.secret ?? null);
      setUrl("");
    } catch (err) {
      setError(errorMessage(err, t("webhooks.register.failed")));
    }
  };
  const toggle = (k: WebhookEventKind) => setKinds(kinds.includes(k) ? kinds.filter((x) => x !== k) : [...kinds, k]);

  return (
    <section className="card" aria-labelledby="webhook-new-title">
      <h2 id="webhook-new-title">{t("webhooks.register.title")}</h2>
      <p>{t("webhooks.register.intro")}</p>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="webhook-url">{t("webhooks.register.url")}</label>
          <input
            id="webhook-url"
            type="url"
            required
            placeholder="https://example.com/shiftsched"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <fieldset className="field">
          <legend>{t("webhooks.register.events")}</legend>
          {KINDS.map((k) => (
            <label key={k} className="checkbox">
              <input type="checkbox" checked={kinds.includes(k)} onChange={() => toggle(k)} /> {kindLabel(k)}
            </label>
          ))}
        </fieldset>
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading || kinds.length === 0}>
            {t("webhooks.register.submit")}
          </button>
        </div>
      </form>
      {secret && (
        <div role="status" className="notice">
          <p>
            {t("webhooks.register.secret")} <code aria-label={t("webhooks.register.secretLabel")}>{secret}</code>
          </p>
          <button type="button" className="btn btn--secondary" onClick={() => setSecret(null)}>
            {t("webhooks.register.saved")}
          </button>
        </div>
      )}
    </section>
  );
}

/** One endpoint: its events, Refresh and Remove, and its delivery log. */
function WebhookCard({ hook: h, onRefresh }: { hook: Hook; onRefresh: () => void }) {
  const [remove] = useDeleteWebhook();
  const act = useAct();
  const ask = useConfirm();
  const { t } = useWebhooksT();
  return (
    <section className="card" aria-label={t("webhooks.card.label", { url: h.url })}>
      <h2>{h.url}</h2>
      <p>{t("webhooks.card.events", { kinds: h.kinds.map(kindLabel).join(", ") })}</p>
      <div className="actions">
        <button type="button" className="btn btn--secondary" onClick={onRefresh}>
          {t("webhooks.card.refresh")}
        </button>{" "}
        <button
          type="button"
          className="btn btn--danger"
          onClick={async () => {
            if (await ask({ title: t("webhooks.card.confirm", { url: h.url }), action: t("webhooks.card.removeAction"), destructive: true }))
              void act(() => remove({ variables: { id: h.id } }), t("webhooks.card.removeFailed"));
          }}
        >
          {t("webhooks.card.remove")}
        </button>
      </div>
      {h.deliveries.length === 0 ? <p>{t("webhooks.card.noDeliveries")}</p> : <DeliveryLog deliveries={h.deliveries} />}
    </section>
  );
}

function DeliveryLog({ deliveries }: { deliveries: readonly Delivery[] }) {
  const [redeliver] = useRedeliverWebhook();
  const act = useAct();
  const { t } = useWebhooksT();
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>{t("webhooks.log.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("webhooks.log.event")}</th>
            <th scope="col">{t("webhooks.log.kind")}</th>
            <th scope="col">{t("webhooks.log.created")}</th>
            <th scope="col">{t("webhooks.log.attempts")}</th>
            <th scope="col">{t("webhooks.log.status")}</th>
            <th scope="col">{t("webhooks.log.lastError")}</th>
            <th scope="col">{t("webhooks.log.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id}>
              <td>
                <code>{d.eventId}</code>
              </td>
              <td>{kindLabel(d.kind)}</td>
              <td>{formatDateTime(d.createdAt)}</td>
              <td>{d.attempts}</td>
              <td>{status(d)}</td>
              <td>{d.lastError}</td>
              <td>
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-label={t("webhooks.log.redeliverLabel", { id: d.eventId })}
                  onClick={() => void act(() => redeliver({ variables: { deliveryId: d.id } }), t("webhooks.log.redeliverFailed"))}
                >
                  {t("webhooks.log.redeliver")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
