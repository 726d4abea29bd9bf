ALTER TABLE "bookings" ADD COLUMN "protections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "earn_account_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rewards_earned" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_earn_account_id_rewards_accounts_id_fk" FOREIGN KEY ("earn_account_id") REFERENCES "public"."rewards_accounts"("id") ON DELETE set null ON UPDATE no action;