CREATE TABLE "settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by_staff_id" bigint
);
--> statement-breakpoint
CREATE TABLE "settings_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text NOT NULL,
	"staff_id" bigint,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "settings_history_name_idx" ON "settings_history" USING btree ("name","changed_at");