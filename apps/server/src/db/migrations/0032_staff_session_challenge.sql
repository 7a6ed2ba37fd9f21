ALTER TABLE "staff_sessions" ADD COLUMN "challenge_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_challenge_idx" ON "staff_sessions" USING btree ("challenge_id");