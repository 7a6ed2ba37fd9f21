-- What a write changed, announced by the database itself (docs/decisions/0037): the guarded reads kept in
-- memory (platform/read-memory.ts) are forgotten when a statement touches the rows they were read from,
-- whatever wrote it — a use case, `npm run ops`, a seed or SQL by hand. NOTIFY is transactional: the
-- notice leaves when the transaction commits, and never for one that rolls back; every instance
-- listening on the channel hears it, in commit order.
--
-- One notice per statement, not per row: "products:5,6" names the people whose products a statement
-- touched; past 200 people it says "products:*" (all of them). A kind without a person ("network",
-- "race") names the whole kind. TG_ARGV[0] is the kind; TG_ARGV[1], when given, is the person a row
-- belongs to, as an expression over the row `r` of the statement's transition table.
CREATE FUNCTION read_changes_announce() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  people bigint[] := '{}';
  rows_name text;
BEGIN
  IF TG_NARGS = 1 THEN
    PERFORM pg_notify('read_changes', TG_ARGV[0]);
    RETURN NULL;
  END IF;
  FOREACH rows_name IN ARRAY CASE TG_OP
    WHEN 'INSERT' THEN ARRAY['new_rows']
    WHEN 'DELETE' THEN ARRAY['old_rows']
    ELSE ARRAY['old_rows', 'new_rows'] END
  LOOP
    EXECUTE format('SELECT array(SELECT DISTINCT (%s)::bigint FROM %I r WHERE (%1$s) IS NOT NULL) || $1',
      TG_ARGV[1], rows_name)
    INTO people USING people;
  END LOOP;
  people := array(SELECT DISTINCT unnest(people));
  IF cardinality(people) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('read_changes', TG_ARGV[0] || ':' ||
    CASE WHEN cardinality(people) > 200 THEN '*' ELSE array_to_string(people, ',') END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The home's fields and the names the network and the race show.
CREATE TRIGGER users_read_changes_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('person', 'r.id');
--> statement-breakpoint
CREATE TRIGGER users_read_changes_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('person', 'r.id');
--> statement-breakpoint
CREATE TRIGGER users_read_changes_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('person', 'r.id');
--> statement-breakpoint
CREATE TRIGGER users_names_read_changes AFTER UPDATE OF full_name, document_number OR DELETE ON users
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('names');
--> statement-breakpoint
-- Notifications and their counters (the counters follow the notifications by their own trigger).
CREATE TRIGGER notifications_read_changes_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('notifications', 'r.user_id');
--> statement-breakpoint
CREATE TRIGGER notifications_read_changes_update AFTER UPDATE ON notifications
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('notifications', 'r.user_id');
--> statement-breakpoint
CREATE TRIGGER notifications_read_changes_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('notifications', 'r.user_id');
--> statement-breakpoint
-- A customer's products and the instalments their debt is summed from.
CREATE TRIGGER products_read_changes_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('products', 'r.user_id');
--> statement-breakpoint
CREATE TRIGGER products_read_changes_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('products', 'r.user_id');
--> statement-breakpoint
CREATE TRIGGER products_read_changes_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('products', 'r.user_id');
--> statement-breakpoint
CREATE TRIGGER instalments_read_changes_insert AFTER INSERT ON instalments REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('products', '(SELECT p.user_id FROM products p WHERE p.id = r.product_id)');
--> statement-breakpoint
CREATE TRIGGER instalments_read_changes_update AFTER UPDATE ON instalments
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('products', '(SELECT p.user_id FROM products p WHERE p.id = r.product_id)');
--> statement-breakpoint
CREATE TRIGGER instalments_read_changes_delete AFTER DELETE ON instalments REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('products', '(SELECT p.user_id FROM products p WHERE p.id = r.product_id)');
--> statement-breakpoint
CREATE TRIGGER companies_read_changes AFTER INSERT OR UPDATE OR DELETE ON companies
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('companies');
--> statement-breakpoint
-- The network tree (its counters move with every sale) and the race (standings and the sales by month).
CREATE TRIGGER network_nodes_read_changes AFTER INSERT OR UPDATE OR DELETE ON network_nodes
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('network');
--> statement-breakpoint
CREATE TRIGGER race_standings_read_changes AFTER INSERT OR UPDATE OR DELETE ON race_standings
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('race');
--> statement-breakpoint
CREATE TRIGGER sales_read_changes AFTER INSERT OR UPDATE OR DELETE ON sales
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('race');
--> statement-breakpoint
-- A project map's taken lots, and the lots an adviser's own pre-reservations hold.
CREATE TRIGGER lots_read_changes_insert AFTER INSERT ON lots REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('lots', 'r.project_id');
--> statement-breakpoint
CREATE TRIGGER lots_read_changes_update AFTER UPDATE ON lots REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('lots', 'r.project_id');
--> statement-breakpoint
CREATE TRIGGER lots_read_changes_delete AFTER DELETE ON lots REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('lots', 'r.project_id');
--> statement-breakpoint
CREATE TRIGGER prereservations_read_changes_insert AFTER INSERT ON prereservations REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('prereservations', 'r.adviser_user_id');
--> statement-breakpoint
CREATE TRIGGER prereservations_read_changes_update AFTER UPDATE ON prereservations
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('prereservations', 'r.adviser_user_id');
--> statement-breakpoint
CREATE TRIGGER prereservations_read_changes_delete AFTER DELETE ON prereservations REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('prereservations', 'r.adviser_user_id');
