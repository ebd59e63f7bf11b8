CREATE TABLE "student_photos" (
	"student_id" text PRIMARY KEY NOT NULL,
	"avatar" "bytea" NOT NULL,
	"portrait" "bytea" NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"uploaded_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_photos" ADD CONSTRAINT "student_photos_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_photos" ADD CONSTRAINT "student_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- data: programme directors (role:pd) see the students of their programme: every record a student's
-- scope keys reach gains the key `programme:<code>` of the student's programme, and so do the
-- change feed's entries, so a programme director's first sync finds them.
UPDATE "students" SET "scope_keys" = "scope_keys" || ('programme:' || "programme_code") WHERE NOT (('programme:' || "programme_code") = ANY("scope_keys"));--> statement-breakpoint
UPDATE "engagements" r SET "scope_keys" = r."scope_keys" || ('programme:' || s."programme_code") FROM "students" s WHERE s."id" = r."student_id" AND NOT (('programme:' || s."programme_code") = ANY(r."scope_keys"));--> statement-breakpoint
UPDATE "student_forms" r SET "scope_keys" = r."scope_keys" || ('programme:' || s."programme_code") FROM "students" s WHERE s."id" = r."student_id" AND NOT (('programme:' || s."programme_code") = ANY(r."scope_keys"));--> statement-breakpoint
UPDATE "student_requests" r SET "scope_keys" = r."scope_keys" || ('programme:' || s."programme_code") FROM "students" s WHERE s."id" = r."student_id" AND NOT (('programme:' || s."programme_code") = ANY(r."scope_keys"));--> statement-breakpoint
UPDATE "module_registrations" r SET "scope_keys" = r."scope_keys" || ('programme:' || s."programme_code") FROM "students" s WHERE s."id" = r."student_id" AND NOT (('programme:' || s."programme_code") = ANY(r."scope_keys"));--> statement-breakpoint
UPDATE "invoices" r SET "scope_keys" = r."scope_keys" || ('programme:' || s."programme_code") FROM "students" s WHERE s."id" = r."student_id" AND NOT (('programme:' || s."programme_code") = ANY(r."scope_keys"));--> statement-breakpoint
UPDATE "payments" r SET "scope_keys" = r."scope_keys" || ('programme:' || s."programme_code") FROM "students" s WHERE s."id" = r."student_id" AND NOT (('programme:' || s."programme_code") = ANY(r."scope_keys"));--> statement-breakpoint
UPDATE "changes" c SET "scope_after" = c."scope_after" || ('programme:' || s."programme_code") FROM "students" s WHERE s."id" = (SELECT substr(k, 9) FROM unnest(c."scope_after") AS k WHERE k LIKE 'student:%' LIMIT 1) AND NOT (('programme:' || s."programme_code") = ANY(c."scope_after"));
