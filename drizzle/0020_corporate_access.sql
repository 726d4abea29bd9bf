ALTER TABLE "businesses" ADD COLUMN "in_beta" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "terms_accepted_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "portal_access" boolean DEFAULT true NOT NULL;