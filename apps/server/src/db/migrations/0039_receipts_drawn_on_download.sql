ALTER TABLE "receipts" ALTER COLUMN "pdf" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "facts" json;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_pdf_or_facts" CHECK ("receipts"."pdf" is not null or "receipts"."facts" is not null);