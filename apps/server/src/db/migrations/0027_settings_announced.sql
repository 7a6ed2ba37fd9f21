-- A change of spec §9's settings is announced on commit as the kind "settings" (docs/decisions/0039):
-- every instance reloads them at once (features/configuration/live-settings.ts).
CREATE TRIGGER settings_read_changes AFTER INSERT OR UPDATE OR DELETE ON settings
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('settings');
