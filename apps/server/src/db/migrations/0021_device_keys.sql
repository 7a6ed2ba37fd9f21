CREATE TABLE "device_key_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"key_id" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"device" text NOT NULL,
	"auth_type" smallint NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "auth_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_key_challenges" ADD CONSTRAINT "device_key_challenges_key_id_device_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."device_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_key_challenges" ADD CONSTRAINT "device_key_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_key_challenges_key_idx" ON "device_key_challenges" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_keys_live_idx" ON "device_keys" USING btree ("user_id","device") WHERE "device_keys"."revoked_at" is null;