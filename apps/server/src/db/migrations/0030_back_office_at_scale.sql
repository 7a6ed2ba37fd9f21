DROP INDEX "ledger_entries_created_idx";--> statement-breakpoint
DROP INDEX "payments_confirmed_idx";--> statement-breakpoint
DROP INDEX "users_name_prefix_idx";--> statement-breakpoint
-- Written by hand after drizzle-kit generate: the payments already there take their product's company, then the
-- column is required (docs/decisions/0040).
ALTER TABLE "payments" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "payments" SET "company_id" = "products"."company_id" FROM "products" WHERE "products"."id" = "payments"."product_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prereservations_updated_idx" ON "prereservations" USING btree ("updated_at","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prereservations_state_updated_idx" ON "prereservations" USING btree ("state","updated_at","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prereservations_created_idx" ON "prereservations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_trgm_idx" ON "outbox_messages" USING gin ("recipient" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ledger_entries_clearing_idx" ON "ledger_entries" USING btree ("created_at","debit_cents","credit_cents") WHERE "ledger_entries"."account" like 'clearing:%';--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("confirmed_at","state","method","company_id","amount_cents");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_state_created_idx" ON "payments" USING btree ("state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_company_created_idx" ON "payments" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_refunded_idx" ON "payments" USING btree ("refunded_at") WHERE "payments"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ((lower("full_name") collate "C"),"id");