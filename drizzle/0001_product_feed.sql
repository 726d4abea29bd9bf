CREATE TABLE "product_feed_items" (
	"user_id" uuid NOT NULL,
	"feed" text NOT NULL,
	"product" text NOT NULL,
	"item_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_feed_items_user_id_feed_product_item_key_pk" PRIMARY KEY("user_id","feed","product","item_key")
);
--> statement-breakpoint
ALTER TABLE "product_feed_items" ADD CONSTRAINT "product_feed_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_feed_user_idx" ON "product_feed_items" USING btree ("user_id","feed","updated_at");