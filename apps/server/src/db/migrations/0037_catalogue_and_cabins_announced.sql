-- The catalogue's list and the cabins' availability are kept in memory too (docs/decisions/0062): a change
-- of a project (its kept totals move with its lots, project-totals.repo.ts) is announced as the kind
-- "projects", a cabin or a night taken or given back as the kind "cabins".
CREATE TRIGGER projects_read_changes AFTER INSERT OR UPDATE OR DELETE ON projects
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('projects');
--> statement-breakpoint
CREATE TRIGGER cabins_read_changes AFTER INSERT OR UPDATE OR DELETE ON cabins
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('cabins');
--> statement-breakpoint
CREATE TRIGGER cabin_nights_read_changes AFTER INSERT OR UPDATE OR DELETE ON cabin_nights
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('cabins');
