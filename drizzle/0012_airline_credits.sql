CREATE TABLE "airline_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"airline_code" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"state" text DEFAULT 'Available' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airline_credits_booking_unique" UNIQUE("booking_id"),
	CONSTRAINT "airline_credits_amount_check" CHECK ("airline_credits"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "airline_credits" ADD CONSTRAINT "airline_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airline_credits" ADD CONSTRAINT "airline_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airline_credits_user_idx" ON "airline_credits" USING btree ("user_id","created_at");