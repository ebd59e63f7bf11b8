ALTER TABLE "applications" ADD COLUMN "declarations" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "exegesis" jsonb;