-- Audit sentences in the reader's language: an entry keeps the catalogue key of what was
-- done and its values (names as written, days and times as data), and each reader gets it
-- in their own words. The English summary stays beside them, and entries written before
-- (no key) keep showing it.

ALTER TABLE audit_log
    ADD COLUMN message_key  text,
    ADD COLUMN message_args jsonb;
