CREATE TABLE "subscription_renewals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"period_end" date NOT NULL,
	"outcome" text NOT NULL,
	"payment_id" bigint,
	"amount_cents" bigint NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_renewals_period_key" UNIQUE("subscription_id","period_end"),
	CONSTRAINT "subscription_renewals_outcome_check" CHECK ("subscription_renewals"."outcome" in ('paid', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"brand" text NOT NULL,
	"plan" text NOT NULL,
	"state" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"anchor_date" date NOT NULL,
	"current_period_end" date NOT NULL,
	"card_token" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_expiry_month" integer NOT NULL,
	"card_expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_product_id_unique" UNIQUE("product_id"),
	CONSTRAINT "subscriptions_user_brand_key" UNIQUE("user_id","brand"),
	CONSTRAINT "subscriptions_state_check" CHECK ("subscriptions"."state" in ('active', 'past_due', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_idx" ON "subscriptions" USING btree ("state","current_period_end");