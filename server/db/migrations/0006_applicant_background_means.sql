ALTER TABLE "applications" ADD COLUMN "qualifications" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "language_ability" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "convictions" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "finances" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bursary" jsonb;