-- Notifications are announced once per statement instead of once per row: a publish
-- that tells 60 people ran 120 row triggers (a new notification on
-- notification_created, the person's changed poll on session_changed). The
-- announcements are the same; each person's poll is announced before the new
-- notifications, so that an instance told of one has forgotten the poll it answers; and
-- pg_notify still sends identical ones of a transaction once.
DROP TRIGGER notifications_created ON notifications;
DROP TRIGGER notifications_session_changed ON notifications;
DROP FUNCTION notify_notification_created();

CREATE FUNCTION announce_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('session_changed', user_id::text) FROM changed GROUP BY user_id ORDER BY min(id);
    IF TG_OP = 'INSERT' THEN
        PERFORM pg_notify('notification_created', user_id::text || ':' || id::text) FROM changed ORDER BY id;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER notifications_created AFTER INSERT ON notifications
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION announce_notifications();
CREATE TRIGGER notifications_changed AFTER UPDATE ON notifications
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION announce_notifications();
CREATE TRIGGER notifications_removed AFTER DELETE ON notifications
    REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION announce_notifications();
