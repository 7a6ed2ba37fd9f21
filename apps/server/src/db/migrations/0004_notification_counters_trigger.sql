-- Keeps notification_counters right whatever writes notifications: one row per (person, type) with
-- the total and the unread, so the list's count and the bell read one row (docs/decisions/0007).
CREATE FUNCTION notification_counters_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notification_counters AS c (user_id, type, total, unread)
    VALUES (NEW.user_id, NEW.type, 1, CASE WHEN NEW.read_at IS NULL THEN 1 ELSE 0 END)
    ON CONFLICT (user_id, type) DO UPDATE SET total = c.total + 1, unread = c.unread + EXCLUDED.unread;
  ELSIF TG_OP = 'UPDATE' THEN
    IF (OLD.read_at IS NULL) IS DISTINCT FROM (NEW.read_at IS NULL) THEN
      UPDATE notification_counters
      SET unread = unread + CASE WHEN NEW.read_at IS NULL THEN 1 ELSE -1 END
      WHERE user_id = NEW.user_id AND type = NEW.type;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE notification_counters
    SET total = total - 1, unread = unread - CASE WHEN OLD.read_at IS NULL THEN 1 ELSE 0 END
    WHERE user_id = OLD.user_id AND type = OLD.type;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_keep_counters
AFTER INSERT OR DELETE OR UPDATE OF read_at ON notifications
FOR EACH ROW EXECUTE FUNCTION notification_counters_keep();
--> statement-breakpoint
INSERT INTO notification_counters (user_id, type, total, unread)
SELECT user_id, type, count(*), count(*) FILTER (WHERE read_at IS NULL)
FROM notifications
GROUP BY user_id, type
ON CONFLICT (user_id, type) DO UPDATE SET total = EXCLUDED.total, unread = EXCLUDED.unread;
