-- The notifications poll is answered from each instance's memory (internal/pollcache).
-- What it answers depends on the user's row (is the session still good: deleted,
-- password changed, role), the revoked tokens and the unread notifications; every change
-- to any of these announces the user's id on session_changed, in the changing
-- transaction, so each instance forgets that user's copy when the change commits.
-- Identical announcements within one transaction are sent once (pg_notify), so marking
-- a hundred notifications read announces the user once.
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'users' THEN
        PERFORM pg_notify('session_changed', OLD.id::text);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('session_changed', OLD.user_id::text);
    ELSE
        PERFORM pg_notify('session_changed', NEW.user_id::text);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER users_session_changed AFTER UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER revoked_tokens_session_changed AFTER INSERT ON revoked_tokens
    FOR EACH ROW EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER notifications_session_changed AFTER INSERT OR UPDATE OR DELETE ON notifications
    FOR EACH ROW EXECUTE FUNCTION announce_session_change();
