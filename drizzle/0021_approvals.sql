ALTER TABLE "bookings" ADD COLUMN "approval" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "supplier_asked_at" timestamp with time zone;