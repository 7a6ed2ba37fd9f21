CREATE TABLE "captchas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_requests_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "prepaid_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"balance_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prepaid_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "prepaid_cards_balance_not_negative" CHECK ("prepaid_cards"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"points" bigint NOT NULL,
	"pin_hash" text NOT NULL,
	"pin_failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "wallets_points_not_negative" CHECK ("wallets"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"initial_cents" bigint NOT NULL,
	"term_months" integer NOT NULL,
	"monthly_fee_cents" bigint NOT NULL,
	"from_level" text,
	"to_level" text,
	"addendum_pdf" "bytea",
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_user_id" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "prepaid_card_id" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "membership_level" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_changes_product_idx" ON "plan_changes" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;