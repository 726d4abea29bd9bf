CREATE TABLE "flight_watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_key" text NOT NULL,
	"trip" jsonb NOT NULL,
	"price_at_watch" integer NOT NULL,
	"current_price" integer,
	"lowest_seen" integer NOT NULL,
	"target_price" integer,
	"last_alert_price" integer,
	"last_checked_at" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_watches_user_trip_unique" UNIQUE("user_id","trip_key")
);
--> statement-breakpoint
CREATE TABLE "watch_alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"alerts_enabled" boolean DEFAULT true NOT NULL,
	"min_drop" integer DEFAULT 2000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"watch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"price" integer NOT NULL,
	"previous_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_watches" ADD CONSTRAINT "flight_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alert_settings" ADD CONSTRAINT "watch_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_watch_id_flight_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."flight_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_alerts_user_idx" ON "watch_alerts" USING btree ("user_id","created_at");