CREATE TABLE "hesa_reference_facts" (
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hesa_student_details" (
	"student_id" text PRIMARY KEY NOT NULL,
	"sid" text,
	"legal_sex" text,
	"nationality" text,
	"highest_qualification" text,
	"fee_eligibility" text,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hesa_student_details" ADD CONSTRAINT "hesa_student_details_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hesa_reference_facts_pk" ON "hesa_reference_facts" USING btree ("kind","ref_id");