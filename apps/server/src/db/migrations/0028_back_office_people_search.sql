CREATE INDEX "procedures_state_created_idx" ON "procedures" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("full_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_phone_local_prefix_idx" ON "users" USING btree (split_part("phone", '-', 2) text_pattern_ops);