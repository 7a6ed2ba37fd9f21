CREATE TABLE "customer_cards" (
	"user_id" bigint NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"first_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_cards_user_token_key" UNIQUE("user_id","token")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"account" text NOT NULL,
	"debit_cents" bigint NOT NULL,
	"credit_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" bigint NOT NULL,
	"instalment_id" bigint NOT NULL,
	"component" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_instalment_id_component_pk" PRIMARY KEY("payment_id","instalment_id","component"),
	CONSTRAINT "payment_allocations_positive" CHECK ("payment_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"external_reference" text,
	"receipt_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "payments_external_reference_unique" UNIQUE("external_reference"),
	CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "instalments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"capital_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"fines_cents" bigint DEFAULT 0 NOT NULL,
	"expenses_cents" bigint DEFAULT 0 NOT NULL,
	"form_fee_cents" bigint DEFAULT 0 NOT NULL,
	"paid_capital_cents" bigint DEFAULT 0 NOT NULL,
	"paid_interest_cents" bigint DEFAULT 0 NOT NULL,
	"paid_fines_cents" bigint DEFAULT 0 NOT NULL,
	"paid_expenses_cents" bigint DEFAULT 0 NOT NULL,
	"paid_form_fee_cents" bigint DEFAULT 0 NOT NULL,
	"receipt_number" text,
	CONSTRAINT "instalments_product_number_key" UNIQUE("product_id","number"),
	CONSTRAINT "instalments_paid_within_charged" CHECK ("instalments"."paid_capital_cents" between 0 and "instalments"."capital_cents" and "instalments"."paid_interest_cents" between 0 and "instalments"."interest_cents"
        and "instalments"."paid_fines_cents" between 0 and "instalments"."fines_cents" and "instalments"."paid_expenses_cents" between 0 and "instalments"."expenses_cents"
        and "instalments"."paid_form_fee_cents" between 0 and "instalments"."form_fee_cents")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"contract_number" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_contract_number_unique" UNIQUE("contract_number")
);
--> statement-breakpoint
ALTER TABLE "customer_cards" ADD CONSTRAINT "customer_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_instalment_id_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_product_idx" ON "payments" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_user_idx" ON "products" USING btree ("user_id","id");