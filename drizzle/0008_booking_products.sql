-- Every snapshot names its product, so it reads as its product's shape (services/booking/snapshot.ts).
UPDATE "bookings" SET "snapshot" = jsonb_set("snapshot", '{product}', to_jsonb("product")) WHERE NOT ("snapshot" ? 'product');--> statement-breakpoint
-- Flights booked before the checkout kept no breakdown: their fare is all they paid.
UPDATE "bookings" SET "breakdown" = jsonb_build_object(
  'lines', jsonb_build_array(
    jsonb_build_object('kind', 'BaseFare', 'label', 'Base fare', 'amountCents', ("snapshot"->'fare'->>'baseFare')::int),
    jsonb_build_object('kind', 'Taxes', 'label', 'Taxes', 'amountCents', ("snapshot"->'fare'->>'taxes')::int)
  ),
  'totalCents', ("snapshot"->'fare'->>'baseFare')::int + ("snapshot"->'fare'->>'taxes')::int
) WHERE "breakdown" IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "breakdown" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_product_check" CHECK (product in ('Flight', 'Hotel', 'Watch', 'Car', 'Home', 'Package', 'PackageHotel', 'PackageFlight', 'Experience'));