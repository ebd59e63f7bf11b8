CREATE TABLE "student_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"form_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "student_forms_student" ON "student_forms" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_forms_seq" ON "student_forms" USING btree ("seq");