-- Push devices are capped and their hosts share the push workers fairly (issue 41).
--
-- Each device records its endpoint's host (lower case, with its port when it names
-- one): the push workers deliver to a host through one of its slots, locked for the
-- delivery (FOR NO KEY UPDATE SKIP LOCKED) by whichever worker on whichever instance,
-- so a slow host holds as many workers as it has slots, and no more.
ALTER TABLE push_subscriptions ADD COLUMN host text;
UPDATE push_subscriptions
SET host = lower(substring(endpoint FROM '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#]+)'));
UPDATE push_subscriptions SET host = '' WHERE host IS NULL;
ALTER TABLE push_subscriptions ALTER COLUMN host SET NOT NULL;
-- For pruning the slots of hosts no device uses any more.
CREATE INDEX push_subscriptions_host_idx ON push_subscriptions (host);

-- A host's slots: made at registration, and again by a claim that finds none (after a
-- prune raced a registration); pruned when no device uses the host.
CREATE TABLE push_host_slots (
    host  text NOT NULL,
    slot  smallint NOT NULL,
    PRIMARY KEY (host, slot)
);
INSERT INTO push_host_slots (host, slot)
SELECT DISTINCT s.host, n FROM push_subscriptions s, generate_series(0, 1) AS n;

-- A person keeps ten devices, those used most recently (registering an eleventh
-- replaces the one used least recently); older ones go with their pending pushes.
DELETE FROM push_subscriptions p
USING (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY last_used_at DESC, id DESC) AS n
       FROM push_subscriptions) r
WHERE p.id = r.id AND r.n > 10;
