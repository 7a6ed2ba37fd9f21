CREATE TABLE "staff_idempotency_keys" (
	"staff_id" bigint NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" json NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_idempotency_keys_staff_id_key_pk" PRIMARY KEY("staff_id","key")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_idempotency_keys" ADD CONSTRAINT "staff_idempotency_keys_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_confirmed_idx" ON "payments" USING btree ("confirmed_at");