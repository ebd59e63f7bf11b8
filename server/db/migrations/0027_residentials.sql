CREATE TABLE "attendance_marks" (
	"id" text PRIMARY KEY NOT NULL,
	"residential_id" text NOT NULL,
	"session_id" text NOT NULL,
	"student_id" text NOT NULL,
	"mark" text NOT NULL,
	"reason" text,
	"marked_at" timestamp with time zone NOT NULL,
	"marked_by" text NOT NULL,
	"marked_by_name" text,
	"device_id" text NOT NULL,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residentials" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hub_id" text,
	"venue" jsonb NOT NULL,
	"module_instance_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sessions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residentials" ADD CONSTRAINT "residentials_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_marks_residential" ON "attendance_marks" USING btree ("residential_id","session_id");--> statement-breakpoint
CREATE INDEX "attendance_marks_student" ON "attendance_marks" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "attendance_marks_seq" ON "attendance_marks" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "residentials_start" ON "residentials" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "residentials_hub" ON "residentials" USING btree ("hub_id");--> statement-breakpoint
CREATE INDEX "residentials_seq" ON "residentials" USING btree ("seq");