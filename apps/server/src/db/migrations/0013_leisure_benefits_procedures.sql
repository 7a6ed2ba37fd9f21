CREATE TABLE "accreditation_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"number" text NOT NULL,
	"valid_until" date,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accreditation_cards_product_id_unique" UNIQUE("product_id"),
	CONSTRAINT "accreditation_cards_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "travel_benefits" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"rci_code" text NOT NULL,
	"expires_on" date NOT NULL,
	"payment_id" bigint,
	"activated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "travel_benefits_rci_code_unique" UNIQUE("rci_code")
);
--> statement-breakpoint
CREATE TABLE "procedure_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"procedure_id" bigint NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD CONSTRAINT "accreditation_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_cards" ADD CONSTRAINT "accreditation_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_benefits" ADD CONSTRAINT "travel_benefits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_benefits" ADD CONSTRAINT "travel_benefits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_benefits" ADD CONSTRAINT "travel_benefits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_events" ADD CONSTRAINT "procedure_events_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "procedure_events_procedure_idx" ON "procedure_events" USING btree ("procedure_id","created_at");--> statement-breakpoint
CREATE INDEX "procedures_user_idx" ON "procedures" USING btree ("user_id","created_at");