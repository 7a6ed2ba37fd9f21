CREATE TABLE "card_charge_intents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" bigint,
	"product_id" bigint,
	"amount_cents" bigint,
	"idempotency_key" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_charge_intents_reference_unique" UNIQUE("reference"),
	CONSTRAINT "card_charge_intents_state" CHECK ("card_charge_intents"."state" in ('asked', 'recorded', 'voided', 'unused'))
);
--> statement-breakpoint
ALTER TABLE "card_charge_intents" ADD CONSTRAINT "card_charge_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_charge_intents_asked_idx" ON "card_charge_intents" USING btree ("created_at") WHERE "card_charge_intents"."state" = 'asked';