CREATE TABLE "lot_holds" (
	"lot_id" bigint PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"adviser_id" bigint NOT NULL,
	"session_id" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lot_holds" ADD CONSTRAINT "lot_holds_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_holds" ADD CONSTRAINT "lot_holds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_holds" ADD CONSTRAINT "lot_holds_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_holds_project_idx" ON "lot_holds" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "lot_holds_adviser_idx" ON "lot_holds" USING btree ("adviser_id");--> statement-breakpoint
CREATE INDEX "lot_holds_session_idx" ON "lot_holds" USING btree ("session_id");--> statement-breakpoint
-- hand-written: a change of holds is announced as "holds:<project>" (docs/decisions/0064), so every instance
-- tells its open maps, with or without Redis between them.
SELECT read_changes_watch('lot_holds', 'holds', 'r.project_id');
