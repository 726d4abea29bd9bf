-- One name for minor units (…Minor, *_minor): columns renamed, and the JSON the server wrote with
-- …Cents keys (breakdowns, payments, cancellations, stored answers, outbox, tracking) rewritten.
ALTER TABLE "bookings" RENAME COLUMN "total_cents" TO "total_minor";--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "card_cents" TO "card_minor";--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "rewards_cents" TO "rewards_minor";--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "wallet_cents" TO "wallet_minor";--> statement-breakpoint
ALTER TABLE "rewards_accounts" RENAME COLUMN "cash_equivalent_cents" TO "cash_equivalent_minor";--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME COLUMN "cash_equivalent_cents" TO "cash_equivalent_minor";--> statement-breakpoint
ALTER TABLE "travel_wallet_items" RENAME COLUMN "amount_cents" TO "amount_minor";--> statement-breakpoint
ALTER TABLE "travel_wallet_items" RENAME COLUMN "original_cents" TO "original_minor";--> statement-breakpoint
ALTER TABLE "travel_wallet_items" RENAME COLUMN "minimum_spend_cents" TO "minimum_spend_minor";--> statement-breakpoint
ALTER TABLE "wallet_entries" RENAME COLUMN "amount_cents" TO "amount_minor";--> statement-breakpoint
UPDATE "bookings" SET
  "snapshot" = replace("snapshot"::text, 'Cents":', 'Minor":')::jsonb,
  "protections" = replace("protections"::text, 'Cents":', 'Minor":')::jsonb,
  "breakdown" = replace("breakdown"::text, 'Cents":', 'Minor":')::jsonb,
  "rewards_earned" = replace("rewards_earned"::text, 'Cents":', 'Minor":')::jsonb,
  "wallet_parts" = replace("wallet_parts"::text, 'Cents":', 'Minor":')::jsonb,
  "cancellation" = replace("cancellation"::text, 'Cents":', 'Minor":')::jsonb;--> statement-breakpoint
UPDATE "idempotency_keys" SET "response_body" = replace("response_body"::text, 'Cents":', 'Minor":')::jsonb
  WHERE "response_body"::text LIKE '%Cents":%';--> statement-breakpoint
UPDATE "outbox" SET "payload" = replace("payload"::text, 'Cents":', 'Minor":')::jsonb
  WHERE "payload"::text LIKE '%Cents":%';--> statement-breakpoint
UPDATE "tracking_events" SET "properties" = replace("properties"::text, '_cents":', '_minor":')::jsonb
  WHERE "properties"::text LIKE '%_cents":%';
