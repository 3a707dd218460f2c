-- E-mail and webhooks are delivered by workers of their own, so that a slow webhook
-- endpoint never holds up e-mail: each channel claims from its own queue. The webhook
-- queue is read per endpoint (one delivery per endpoint at a time), in due order.
CREATE INDEX outbox_email_due_idx ON outbox (next_attempt_at, id)
    WHERE kind = 'email' AND delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_webhook_due_idx ON outbox (webhook_id, next_attempt_at, id)
    WHERE webhook_id IS NOT NULL AND delivered_at IS NULL AND failed_at IS NULL;
-- Both queues together replace the one queue of every kind.
DROP INDEX outbox_due_idx;

-- Deliveries a manager asked to send again, counted per endpoint so that redeliveries
-- can be capped (waiting at once, and per hour).
ALTER TABLE outbox ADD COLUMN redelivery boolean NOT NULL DEFAULT false;
CREATE INDEX outbox_redelivery_idx ON outbox (webhook_id, created_at) WHERE redelivery;
