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
-- Watches a table for a kind of read whose rows belong to a person (or a project): the three statement
-- triggers <table>_read_changes_insert / _update / _delete (a trigger with transition tables fires on one
-- event only).
CREATE FUNCTION read_changes_watch(watched regclass, kind text, person text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce(%L, %L)', watched || '_read_changes_insert', watched,
    kind, person);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce(%L, %L)', watched || '_read_changes_update', watched,
    kind, person);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce(%L, %L)', watched || '_read_changes_delete', watched,
    kind, person);
END;
$$;
--> statement-breakpoint
-- The home's fields; a customer's products and the instalments their debt is summed from; notifications
-- and their counters (the counters follow the notifications by their own trigger); a project map's taken
-- lots; the lots an adviser's own pre-reservations hold.
SELECT read_changes_watch('users', 'person', 'r.id');
--> statement-breakpoint
SELECT read_changes_watch('products', 'products', 'r.user_id');
--> statement-breakpoint
SELECT read_changes_watch('instalments', 'products', '(SELECT p.user_id FROM products p WHERE p.id = r.product_id)');
--> statement-breakpoint
SELECT read_changes_watch('notifications', 'notifications', 'r.user_id');
--> statement-breakpoint
SELECT read_changes_watch('lots', 'lots', 'r.project_id');
--> statement-breakpoint
SELECT read_changes_watch('prereservations', 'prereservations', 'r.adviser_user_id');
--> statement-breakpoint
-- Kinds read as a whole: the names the network and the race show, the companies' names, the network tree
-- (its counters move with every sale) and the race (standings and the sales by month).
CREATE TRIGGER users_names_read_changes AFTER UPDATE OF full_name, document_number OR DELETE ON users
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('names');
--> statement-breakpoint
CREATE TRIGGER companies_read_changes AFTER INSERT OR UPDATE OR DELETE ON companies
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('companies');
--> statement-breakpoint
CREATE TRIGGER network_nodes_read_changes AFTER INSERT OR UPDATE OR DELETE ON network_nodes
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('network');
--> statement-breakpoint
CREATE TRIGGER race_standings_read_changes AFTER INSERT OR UPDATE OR DELETE ON race_standings
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('race');
--> statement-breakpoint
CREATE TRIGGER sales_read_changes AFTER INSERT OR UPDATE OR DELETE ON sales
FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce('race');
