CREATE TABLE "event_guests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"registered_by_user_id" bigint NOT NULL,
	"full_name" text NOT NULL,
	"document_number" text NOT NULL,
	"birth_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_guests_event_document_key" UNIQUE("event_id","document_number")
);
--> statement-breakpoint
CREATE TABLE "event_models" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"inviter_user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"contact_kind" text NOT NULL,
	"email" text,
	"phone" text,
	"city" text,
	"state" text DEFAULT 'registered' NOT NULL,
	"attended" boolean,
	"attendance_marked_by" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_agenda" (
	"user_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "room_agenda_user_id_room_id_pk" PRIMARY KEY("user_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "room_members" (
	"room_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "room_members_room_id_user_id_role_pk" PRIMARY KEY("room_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"model_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"creator_user_id" bigint NOT NULL,
	"organiser_name" text NOT NULL,
	"organiser_phone" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_event_id_guest_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."guest_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_registered_by_user_id_users_id_fk" FOREIGN KEY ("registered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_attendance_marked_by_users_id_fk" FOREIGN KEY ("attendance_marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_agenda" ADD CONSTRAINT "room_agenda_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_agenda" ADD CONSTRAINT "room_agenda_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_members" ADD CONSTRAINT "room_members_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_members" ADD CONSTRAINT "room_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_model_id_event_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."event_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_guests_registered_by_idx" ON "event_guests" USING btree ("registered_by_user_id");--> statement-breakpoint
CREATE INDEX "invitations_room_idx" ON "invitations" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("inviter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "room_agenda_user_start_idx" ON "room_agenda" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "room_members_user_idx" ON "room_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rooms_starts_at_idx" ON "rooms" USING btree ("starts_at");--> statement-breakpoint
-- Reference data: the kinds of business meeting an adviser can organise (spec §3 meeting room "model").
INSERT INTO "event_models" ("id", "name") VALUES
  (1, 'Presentación de negocio'),
  (2, 'Presentación de proyecto'),
  (3, 'Capacitación de producto'),
  (4, 'Desayuno de oportunidades'),
  (5, 'Lanzamiento de membresías');
