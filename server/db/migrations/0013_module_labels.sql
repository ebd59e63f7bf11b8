-- Hub weeks and residentials become labels ('Sept 2024'), which the §9 template rule reads; a
-- count cannot become labels, so existing rows start empty (the demo seed writes labels).
ALTER TABLE "modules" ALTER COLUMN "hub_weeks" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "hub_weeks" SET DATA TYPE text[] USING '{}'::text[];--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "hub_weeks" SET DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "residentials" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "residentials" SET DATA TYPE text[] USING '{}'::text[];--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "residentials" SET DEFAULT '{}';
