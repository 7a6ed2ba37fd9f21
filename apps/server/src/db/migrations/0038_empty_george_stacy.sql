CREATE TABLE "reminder_channels" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"portal" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instalment_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"user_id" bigint NOT NULL,
	"channels" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_sends_instalment_stage_key" UNIQUE("instalment_id","stage")
);
--> statement-breakpoint
ALTER TABLE "reminder_channels" ADD CONSTRAINT "reminder_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_instalment_id_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the reminder sweep finds the instalments falling due around today by their due date
-- (docs/decisions/0063); kept out of the Drizzle schema of products, which other work changes.
CREATE INDEX IF NOT EXISTS "instalments_due_date_idx" ON "instalments" USING btree ("due_date");
