import { useState, type FormEvent } from "react";
import type { WebhookEventKind, WebhooksQuery } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { useCreateWebhook, useDeleteWebhook, useRedeliverWebhook, useWebhooks } from "../api/webhooks";
import { FormError, useConfirm, useNotice } from "@/components/feedback";

const KINDS: [WebhookEventKind, string][] = [
  ["SCHEDULE_PUBLISHED", "Schedule published"],
  ["SWAP_DECIDED", "Swap decided"],
  ["TIME_OFF_DECIDED", "Time off decided"],
  ["USER_DELETED", "Person deleted"],
  ["OPEN_SHIFT_CLAIM_DECIDED", "Open shift claim decided"],
  ["WORKPLACE_CHANGED", "Locations, positions or shift types changed"],
];
const kindLabel = (k: WebhookEventKind) => KINDS.find(([v]) => v === k)?.[1] ?? k;

type Hook = WebhooksQuery["webhooks"][number];
type Delivery = Hook["deliveries"][number];

function status(d: Delivery): string {
  if (d.deliveredAt) return `Delivered ${new Date(d.deliveredAt).toLocaleString()}`;
  if (d.failedAt) return `Failed ${new Date(d.failedAt).toLocaleString()}`;
  if (d.attempts === 0) return "Queued";
  return `Retrying ${d.nextAttemptAt ? new Date(d.nextAttemptAt).toLocaleString() : ""}`;
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
  return (
    <div className="page">
      <h1>Webhooks</h1>
      <RegisterWebhook />
      {error && <p role="alert">{errorMessage(error, "Could not load the webhooks.")}</p>}
      {data?.webhooks.length === 0 && <p>No webhooks registered yet.</p>}
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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      const { data: made } = await create({ variables: { input: { url: url.trim(), kinds } } });
      setSecret(made?.createWebhook.secret ?? null);
      setUrl("");
    } catch (err) {
      setError(errorMessage(err, "Could not register the webhook"));
    }
  };
  const toggle = (k: WebhookEventKind) => setKinds(kinds.includes(k) ? kinds.filter((x) => x !== k) : [...kinds, k]);

  return (
    <section className="card" aria-labelledby="webhook-new-title">
      <h2 id="webhook-new-title">Register a Webhook</h2>
      <p>
        Shiftsched sends each event as a JSON POST to your https:// address, signed the Standard Webhooks way
        (webhook-id, webhook-timestamp and webhook-signature headers), so any Standard Webhooks library verifies it
        (see "Integrations" in the README).
      </p>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="webhook-url">Endpoint URL</label>
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
          <legend>Events</legend>
          {KINDS.map(([k, label]) => (
            <label key={k} className="checkbox">
              <input type="checkbox" checked={kinds.includes(k)} onChange={() => toggle(k)} /> {label}
            </label>
          ))}
        </fieldset>
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading || kinds.length === 0}>
            Register Webhook
          </button>
        </div>
      </form>
      {secret && (
        <div role="status" className="notice">
          <p>
            Signing secret in the Standard Webhooks whsec_ form (shown only now; store it where your receiver can read
            it and give it as is to your Standard Webhooks library): <code aria-label="Signing secret">{secret}</code>
          </p>
          <button type="button" className="btn btn--secondary" onClick={() => setSecret(null)}>
            I Saved It
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
  return (
    <section className="card" aria-label={`Webhook ${h.url}`}>
      <h2>{h.url}</h2>
      <p>Events: {h.kinds.map(kindLabel).join(", ")}</p>
      <div className="actions">
        <button type="button" className="btn btn--secondary" onClick={onRefresh}>
          Refresh
        </button>{" "}
        <button
          type="button"
          className="btn btn--danger"
          onClick={async () => {
            if (await ask({ title: `Stop sending events to ${h.url}?`, action: "Remove webhook", destructive: true }))
              void act(() => remove({ variables: { id: h.id } }), "Could not remove the webhook");
          }}
        >
          Remove Webhook
        </button>
      </div>
      {h.deliveries.length === 0 ? <p>No deliveries yet.</p> : <DeliveryLog deliveries={h.deliveries} />}
    </section>
  );
}

function DeliveryLog({ deliveries }: { deliveries: readonly Delivery[] }) {
  const [redeliver] = useRedeliverWebhook();
  const act = useAct();
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>Delivery log</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Kind</th>
            <th scope="col">Created</th>
            <th scope="col">Attempts</th>
            <th scope="col">Status</th>
            <th scope="col">Last error</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id}>
              <td>
                <code>{d.eventId}</code>
              </td>
              <td>{kindLabel(d.kind)}</td>
              <td>{new Date(d.createdAt).toLocaleString()}</td>
              <td>{d.attempts}</td>
              <td>{status(d)}</td>
              <td>{d.lastError}</td>
              <td>
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-label={`Redeliver ${d.eventId}`}
                  onClick={() => void act(() => redeliver({ variables: { deliveryId: d.id } }), "Could not redeliver")}
                >
                  Redeliver
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
