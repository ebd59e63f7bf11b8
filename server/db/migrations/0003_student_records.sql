CREATE TABLE "module_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"session_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"assessment_title" text NOT NULL,
	"assessment_due_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"engagement_id" text NOT NULL,
	"module_instance_id" text NOT NULL,
	"mark" integer,
	"result" text DEFAULT 'Pending' NOT NULL,
	"credits_awarded" integer DEFAULT 0 NOT NULL,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"level" integer NOT NULL,
	"credits" integer NOT NULL,
	"hub_weeks" integer DEFAULT 0 NOT NULL,
	"residentials" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"engagement_id" text,
	"number" text NOT NULL,
	"session_id" text NOT NULL,
	"description" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"amount_pence" integer NOT NULL,
	"payment_term" text,
	"intake_date" date,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"invoice_id" text,
	"paid_on" date NOT NULL,
	"amount_pence" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_files" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"request_id" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_requests" ADD COLUMN "subject_key" text;--> statement-breakpoint
CREATE INDEX "module_instances_module" ON "module_instances" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "module_instances_session" ON "module_instances" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "module_instances_seq" ON "module_instances" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "module_registrations_student" ON "module_registrations" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_registrations_engagement_instance" ON "module_registrations" USING btree ("engagement_id","module_instance_id");--> statement-breakpoint
CREATE INDEX "module_registrations_seq" ON "module_registrations" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "modules_seq" ON "modules" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "invoices_student" ON "invoices" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_seq" ON "invoices" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "payments_student" ON "payments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "payments_invoice" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_seq" ON "payments" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "evidence_files_student" ON "evidence_files" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "evidence_files_request" ON "evidence_files" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_pages_category_name" ON "portal_pages" USING btree ("category","name");--> statement-breakpoint
CREATE INDEX "portal_pages_seq" ON "portal_pages" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "student_requests_one_per_subject" ON "student_requests" USING btree ("student_id","type","subject_key") WHERE "student_requests"."subject_key" is not null and "student_requests"."status" <> 'Withdrawn';