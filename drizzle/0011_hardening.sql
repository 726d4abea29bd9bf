CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vault_cards" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "vault_cards_unclaimed_idx" ON "vault_cards" USING btree ("created_at") WHERE claimed_at is null;--> statement-breakpoint
-- Cards saved before this migration were claimed when the portal saved them.
UPDATE "vault_cards" SET "claimed_at" = "created_at" WHERE "token" IN (SELECT "token" FROM "payment_methods");
