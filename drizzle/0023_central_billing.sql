ALTER TABLE "businesses" ADD COLUMN "central_billing" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "company_billing" jsonb;