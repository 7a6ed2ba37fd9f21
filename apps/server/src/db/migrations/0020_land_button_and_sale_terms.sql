CREATE TABLE "land_button_restrictions" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sale_terms" text DEFAULT 'cash-and-credit' NOT NULL;--> statement-breakpoint
ALTER TABLE "land_button_restrictions" ADD CONSTRAINT "land_button_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;