CREATE TABLE "attempt_counters" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"recent" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "attempt_counters_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_transaction_id" text;--> statement-breakpoint
ALTER TABLE "recovery_codes" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "wallets" DROP COLUMN "pin_failures";--> statement-breakpoint
ALTER TABLE "wallets" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_transaction_id_unique" UNIQUE("bank_transaction_id");