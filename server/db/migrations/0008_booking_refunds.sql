ALTER TABLE "bookings" ADD COLUMN "refund_kobo" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" "booking_actor";