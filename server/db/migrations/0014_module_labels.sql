-- Hub weeks and residentials become labels ('Sept 2024'), which the §9 template rule reads; a
-- count cannot become labels, so existing rows start empty (the demo seed writes labels).
ALTER TABLE "modules" ALTER COLUMN "hub_weeks" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "hub_weeks" SET DATA TYPE text[] USING '{}'::text[];--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "hub_weeks" SET DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "residentials" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "residentials" SET DATA TYPE text[] USING '{}'::text[];--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "residentials" SET DEFAULT '{}';--> statement-breakpoint
-- Module runs name their tutor; faculty contact details (issue 18).
CREATE TABLE "faculty_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"office" text DEFAULT '' NOT NULL,
	"office_hours" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "module_instances" ADD COLUMN "tutor_id" text;--> statement-breakpoint
ALTER TABLE "faculty_profiles" ADD CONSTRAINT "faculty_profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_instances" ADD CONSTRAINT "module_instances_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_instances_tutor" ON "module_instances" USING btree ("tutor_id");