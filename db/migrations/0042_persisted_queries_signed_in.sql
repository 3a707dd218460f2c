-- Persisted queries registered by a signed-in person (the web client's documents, as
-- its users first send them) are kept apart from those registered without a session:
-- each group is capped on its own, so anonymous registrations only ever evict other
-- anonymous ones (issue 41: an anonymous flood evicted the client's documents). The
-- documents stored so far came mostly from the client, so they count as signed in.
ALTER TABLE persisted_queries ADD COLUMN signed_in boolean NOT NULL DEFAULT true;
ALTER TABLE persisted_queries ALTER COLUMN signed_in SET DEFAULT false;
DROP INDEX persisted_queries_used_idx;
CREATE INDEX persisted_queries_used_idx ON persisted_queries (signed_in, used_at);
