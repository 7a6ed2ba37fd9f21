ALTER TABLE "payments" ADD COLUMN "fee" text;--> statement-breakpoint
-- The fees already paid by card say their fee: their income account is the fee's ('income:rci-affiliation:project-70').
UPDATE "payments" p SET "fee" = split_part(l."account", ':', 2)
FROM "ledger_entries" l
WHERE l."payment_id" = p."id" AND l."credit_cents" > 0
  AND split_part(l."account", ':', 2) IN ('accreditation', 'rci-affiliation', 'subscription')
  AND l."account" LIKE 'income:%';
