CREATE TABLE "refund_allocations" (
	"refund_id" bigint NOT NULL,
	"instalment_id" bigint NOT NULL,
	"component" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "refund_allocations_refund_id_instalment_id_component_pk" PRIMARY KEY("refund_id","instalment_id","component"),
	CONSTRAINT "refund_allocations_positive" CHECK ("refund_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"state" text NOT NULL,
	"reference" text NOT NULL,
	"external_reference" text,
	"decline_reason" text,
	"staff_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_reference_unique" UNIQUE("reference"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "payments_refunded_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_allocations" ADD CONSTRAINT "refund_allocations_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_allocations" ADD CONSTRAINT "refund_allocations_instalment_id_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "refunds_completed_idx" ON "refunds" USING btree ("completed_at","amount_cents") WHERE "refunds"."state" = 'completed';--> statement-breakpoint
CREATE INDEX "refunds_requested_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."state" = 'requested';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."amount_cents");--> statement-breakpoint
-- Payments refunded before refunds had rows of their own (a whole refund, its mirror entries already in the
-- ledger): each gets its completed refund and the parts it took back, so "what is left" reads 0 for them.
INSERT INTO "refunds" ("payment_id", "user_id", "method", "amount_cents", "state", "reference", "reason", "created_at", "completed_at")
SELECT "id", "user_id", "method", "amount_cents", 'completed', 'before-refund-rows-' || "id", 'refunded before refunds were recorded one by one', "refunded_at", "refunded_at"
FROM "payments" WHERE "state" = 'refunded' AND "refunded_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "refund_allocations" ("refund_id", "instalment_id", "component", "amount_cents")
SELECT r."id", a."instalment_id", a."component", a."amount_cents"
FROM "refunds" r JOIN "payment_allocations" a ON a."payment_id" = r."payment_id"
WHERE r."reference" LIKE 'before-refund-rows-%';--> statement-breakpoint
UPDATE "payments" SET "refunded_cents" = "amount_cents" WHERE "state" = 'refunded';
