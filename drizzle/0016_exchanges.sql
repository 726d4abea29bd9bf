ALTER TABLE "airline_credits" DROP CONSTRAINT "airline_credits_booking_unique";--> statement-breakpoint
ALTER TABLE "airline_credits" ADD COLUMN "exchange_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "exchanges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "airline_credits" ADD CONSTRAINT "airline_credits_booking_unique" UNIQUE("booking_id","exchange_number");