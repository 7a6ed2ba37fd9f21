ALTER TABLE "customer_cards" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD COLUMN "expiry_month" integer;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD COLUMN "expiry_year" integer;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD COLUMN "removed_at" timestamp with time zone;