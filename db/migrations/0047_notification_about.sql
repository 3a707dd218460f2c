-- A notice that asks its reader to act on a request (a swap to answer or to approve, an
-- open-shift claim or a time off request to decide) names it in `about` ("swap:12",
-- "claim:7", "timeoff:3"). Once the request's status moves on, whoever moved it, those
-- notices are read: nobody keeps an unread "… is ready for approval" for something
-- already decided. One statement per statement that changes requests, however many.
ALTER TABLE notifications ADD COLUMN about text;
CREATE INDEX notifications_about_unread_idx ON notifications (about) WHERE about IS NOT NULL AND NOT read;

CREATE FUNCTION settle_request_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE notifications SET read = true
    WHERE NOT read AND about IN (
        SELECT TG_ARGV[0] || ':' || n.id
        FROM moved_new n JOIN moved_old o ON o.id = n.id
        WHERE n.status IS DISTINCT FROM o.status);
    RETURN NULL;
END;
$$;

CREATE TRIGGER swap_requests_settle_notifications AFTER UPDATE ON swap_requests
    REFERENCING OLD TABLE AS moved_old NEW TABLE AS moved_new
    FOR EACH STATEMENT EXECUTE FUNCTION settle_request_notifications('swap');
CREATE TRIGGER shift_claims_settle_notifications AFTER UPDATE ON shift_claims
    REFERENCING OLD TABLE AS moved_old NEW TABLE AS moved_new
    FOR EACH STATEMENT EXECUTE FUNCTION settle_request_notifications('claim');
CREATE TRIGGER pto_requests_settle_notifications AFTER UPDATE ON pto_requests
    REFERENCING OLD TABLE AS moved_old NEW TABLE AS moved_new
    FOR EACH STATEMENT EXECUTE FUNCTION settle_request_notifications('timeoff');
