-- The land button's restricted list becomes the console's setting "landButtonRestricted" (decision 0046): whoever was
-- on the operators' list stays on it, by document number, with a line in the setting's history.
INSERT INTO "settings_history" ("name", "before", "after", "reason", "staff_id", "changed_at")
SELECT 'landButtonRestricted', '[]'::jsonb, jsonb_agg(u."document_number" ORDER BY u."document_number"),
  'migration 0034: the restricted list moved to Configuration', NULL, now()
FROM "land_button_restrictions" r JOIN "users" u ON u."id" = r."user_id"
HAVING count(*) > 0;--> statement-breakpoint
INSERT INTO "settings" ("name", "value", "changed_at", "changed_by_staff_id")
SELECT 'landButtonRestricted', jsonb_agg(u."document_number" ORDER BY u."document_number"), now(), NULL
FROM "land_button_restrictions" r JOIN "users" u ON u."id" = r."user_id"
HAVING count(*) > 0
ON CONFLICT ("name") DO UPDATE SET "value" = excluded."value", "changed_at" = excluded."changed_at";--> statement-breakpoint
DROP TABLE "land_button_restrictions" CASCADE;
