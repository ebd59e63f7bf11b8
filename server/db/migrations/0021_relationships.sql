CREATE TABLE "alumni_profiles" (
	"student_id" text NOT NULL,
	"organisation_id" text,
	"serving_as" text,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_profiles_student_id_pk" PRIMARY KEY("student_id")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" text PRIMARY KEY NOT NULL,
	"person_kind" text NOT NULL,
	"person_id" text NOT NULL,
	"person_name" text NOT NULL,
	"purpose" text NOT NULL,
	"source" text NOT NULL,
	"given_on" date NOT NULL,
	"withdrawn_on" date,
	"withdrawn_reason" text,
	"recorded_by" text,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text,
	"name" text NOT NULL,
	"preferred_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"address1" text,
	"address2" text,
	"city" text,
	"county" text,
	"post_code" text,
	"organisation_id" text,
	"relationship" text NOT NULL,
	"role_title" text,
	"donor_id" text,
	"notes" text,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "further_study_interests" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"programme" text NOT NULL,
	"registered_on" date NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" text PRIMARY KEY NOT NULL,
	"donor_id" text NOT NULL,
	"person_kind" text NOT NULL,
	"person_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"given_on" date NOT NULL,
	"fund" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"potential_student_id" text NOT NULL,
	"kind" text NOT NULL,
	"on" date NOT NULL,
	"summary" text NOT NULL,
	"author_id" text,
	"author_name" text,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"partner_type" text NOT NULL,
	"status" text NOT NULL,
	"hub_id" text,
	"address1" text,
	"address2" text,
	"city" text,
	"county" text,
	"post_code" text,
	"email" text,
	"phone" text,
	"website" text,
	"notes" text,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "potential_students" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"preferred_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"post_code" text,
	"hub_id" text,
	"programme" text,
	"age_range" text,
	"stage" text DEFAULT 'Unknown' NOT NULL,
	"first_heard" text,
	"first_contact" text,
	"owner_id" text,
	"next_action_on" date,
	"application_id" text,
	"source_event" text,
	"notes" text,
	"scope_keys" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alumni_profiles" ADD CONSTRAINT "alumni_profiles_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_profiles" ADD CONSTRAINT "alumni_profiles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "further_study_interests" ADD CONSTRAINT "further_study_interests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_potential_student_id_potential_students_id_fk" FOREIGN KEY ("potential_student_id") REFERENCES "public"."potential_students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potential_students" ADD CONSTRAINT "potential_students_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potential_students" ADD CONSTRAINT "potential_students_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potential_students" ADD CONSTRAINT "potential_students_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_person" ON "consents" USING btree ("person_kind","person_id");--> statement-breakpoint
CREATE INDEX "consents_seq" ON "consents" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "contacts_organisation" ON "contacts" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "contacts_email" ON "contacts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contacts_seq" ON "contacts" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "further_study_student_programme" ON "further_study_interests" USING btree ("student_id","programme");--> statement-breakpoint
CREATE INDEX "gifts_person" ON "gifts" USING btree ("person_kind","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_donor_gift" ON "gifts" USING btree ("donor_id","given_on","amount_pence","fund");--> statement-breakpoint
CREATE INDEX "lead_activities_lead" ON "lead_activities" USING btree ("potential_student_id");--> statement-breakpoint
CREATE INDEX "lead_activities_seq" ON "lead_activities" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "organisations_name" ON "organisations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "organisations_seq" ON "organisations" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "potential_students_hub" ON "potential_students" USING btree ("hub_id");--> statement-breakpoint
CREATE INDEX "potential_students_stage" ON "potential_students" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "potential_students_email" ON "potential_students" USING btree ("email");--> statement-breakpoint
CREATE INDEX "potential_students_seq" ON "potential_students" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "potential_students_application" ON "potential_students" USING btree ("application_id");