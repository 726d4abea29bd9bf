CREATE TABLE "traveler_edit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"traveler" integer NOT NULL,
	"field" text NOT NULL,
	"correction" text NOT NULL,
	"note" text,
	"name_correction" text,
	"state" text DEFAULT 'Received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "traveler_edit_requests" ADD CONSTRAINT "traveler_edit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveler_edit_requests" ADD CONSTRAINT "traveler_edit_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "traveler_edit_requests_open_unique" ON "traveler_edit_requests" USING btree ("booking_id","traveler","field") WHERE "traveler_edit_requests"."state" = 'Received';--> statement-breakpoint
CREATE INDEX "traveler_edit_requests_booking_idx" ON "traveler_edit_requests" USING btree ("booking_id","created_at");