CREATE TABLE "ethics_acceptances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"version" text NOT NULL,
	"accepted_via" text NOT NULL,
	"agent" text NOT NULL,
	"session_id" uuid,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ethics_acceptances" ADD CONSTRAINT "ethics_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ethics_acceptances" ADD CONSTRAINT "ethics_acceptances_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ethics_acceptances_user_idx" ON "ethics_acceptances" USING btree ("user_id","accepted_at");