CREATE TABLE "enrolment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"engagement_id" text NOT NULL,
	"session_id" text NOT NULL,
	"status" text DEFAULT 'Starting' NOT NULL,
	"year_of_study" integer NOT NULL,
	"student_enrolled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolment_sessions" ADD CONSTRAINT "enrolment_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_sessions" ADD CONSTRAINT "enrolment_sessions_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolment_sessions_engagement_session" ON "enrolment_sessions" USING btree ("engagement_id","session_id");--> statement-breakpoint
CREATE INDEX "enrolment_sessions_session" ON "enrolment_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "enrolment_sessions_student" ON "enrolment_sessions" USING btree ("student_id");