CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"applicant_user_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"hub_id" text NOT NULL,
	"status" text NOT NULL,
	"intake" date NOT NULL,
	"course" jsonb,
	"eligibility" jsonb,
	"other_information" jsonb,
	"profile" jsonb,
	"commitment" jsonb,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"leader_references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"code" text NOT NULL,
	"programme_code" text NOT NULL,
	"status" text NOT NULL,
	"cohort" text,
	"last_cohort" text,
	"future_or_last_cohort" text,
	"levels" text[] DEFAULT '{}' NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"credits_achieved" integer DEFAULT 0 NOT NULL,
	"partner_id" text,
	"exit_award" text,
	"pace" text,
	"level" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"preferred_name" text,
	"email" text NOT NULL,
	"phone" text,
	"date_of_birth" date,
	"hub_id" text NOT NULL,
	"programme_code" text NOT NULL,
	"partner_id" text,
	"tutor_id" text,
	"address" jsonb,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"picture" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"claims" text[] DEFAULT '{}' NOT NULL,
	"hub_id" text,
	"programme" text DEFAULT '' NOT NULL,
	"pathway" text DEFAULT '' NOT NULL,
	"student_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"acting_as_user_id" text,
	"entity" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changes" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"record_id" text NOT NULL,
	"op" text NOT NULL,
	"scope_before" text[] DEFAULT '{}' NOT NULL,
	"scope_after" text[] DEFAULT '{}' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"transport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"acting_as_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"levels" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "applications_status" ON "applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "applications_hub" ON "applications" USING btree ("hub_id");--> statement-breakpoint
CREATE INDEX "applications_seq" ON "applications" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "engagements_student" ON "engagements" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "engagements_seq" ON "engagements" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "students_hub" ON "students" USING btree ("hub_id");--> statement-breakpoint
CREATE INDEX "students_seq" ON "students" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "students_last_name" ON "students" USING btree ("last_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_seq" ON "users" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_log_record" ON "audit_log" USING btree ("entity","record_id");--> statement-breakpoint
CREATE INDEX "changes_entity_seq" ON "changes" USING btree ("entity","seq");--> statement-breakpoint
CREATE INDEX "login_failures_email_at" ON "login_failures" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");