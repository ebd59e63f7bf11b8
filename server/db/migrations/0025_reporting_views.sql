-- Issue 22, ad hoc reports: the views a sysadmin's read-only SQL may read (schema `reporting`),
-- with explicit columns: no password hashes, tokens, sessions, scope keys, file contents or the
-- bulky private answers of applications (convictions, finances, references…). The role
-- `reporting_reader` (no login) may read these views and nothing else; the ad hoc route runs
-- each query under it, in a read-only transaction. Roles belong to the cluster, not the
-- database, so it is created only when missing.
-- Test files migrate fresh databases of one cluster at the same time: a role another migration
-- created (or granted) a moment earlier is not an error. The user that migrates (the API's)
-- switches to the role for each ad hoc query; a superuser may without the grant.
DO $$
BEGIN
  IF NOT EXISTS (select from pg_roles where rolname = 'reporting_reader') THEN
    CREATE ROLE reporting_reader NOLOGIN;
  END IF;
  IF NOT pg_has_role(current_user, 'reporting_reader', 'MEMBER') THEN
    GRANT reporting_reader TO CURRENT_USER;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS reporting;
--> statement-breakpoint
CREATE VIEW reporting.hubs AS SELECT id, name, city, created_at, updated_at FROM public.hubs;
--> statement-breakpoint
CREATE VIEW reporting.programmes AS SELECT id, name, levels, created_at, updated_at FROM public.programmes;
--> statement-breakpoint
CREATE VIEW reporting.modules AS SELECT id, title, level, credits, created_at, updated_at FROM public.modules;
--> statement-breakpoint
CREATE VIEW reporting.module_instances AS SELECT id, module_id, session_id, start_date, end_date, assessment_title, assessment_due_date, tutor_id FROM public.module_instances;
--> statement-breakpoint
CREATE VIEW reporting.module_registrations AS SELECT id, student_id, engagement_id, module_instance_id, mark, result, credits_awarded, created_at, updated_at FROM public.module_registrations;
--> statement-breakpoint
CREATE VIEW reporting.students AS SELECT id, first_name, last_name, preferred_name, email, date_of_birth, hub_id, programme_code, partner_id, tutor_id, created_at, updated_at FROM public.students;
--> statement-breakpoint
CREATE VIEW reporting.engagements AS SELECT id, student_id, code, programme_code, status, cohort, last_cohort, future_or_last_cohort, levels, credits, credits_achieved, partner_id, exit_award, pace, level, start_date, end_date, created_at, updated_at FROM public.engagements;
--> statement-breakpoint
CREATE VIEW reporting.applications AS SELECT id, applicant_user_id, first_name, last_name, email, hub_id, status, intake, course, student_id, created_at, updated_at FROM public.applications;
--> statement-breakpoint
CREATE VIEW reporting.potential_students AS SELECT id, name, preferred_name, last_name, email, hub_id, programme, age_range, stage, first_heard, first_contact, owner_id, owner_name, next_action_on, application_id, source_event, created_at, updated_at FROM public.potential_students;
--> statement-breakpoint
CREATE VIEW reporting.lead_activities AS SELECT id, potential_student_id, kind, "on", author_id, author_name, created_at FROM public.lead_activities;
--> statement-breakpoint
CREATE VIEW reporting.invoices AS SELECT id, student_id, engagement_id, number, session_id, description, issued_on, due_on, amount_pence, payment_term, intake_date, sent_on, cancelled_on, created_at, updated_at FROM public.invoices;
--> statement-breakpoint
CREATE VIEW reporting.payments AS SELECT id, student_id, invoice_id, paid_on, amount_pence, method, reference, created_at, updated_at FROM public.payments;
--> statement-breakpoint
CREATE VIEW reporting.credit_notes AS SELECT id, number, student_id, invoice_id, session_id, issued_on, amount_pence, reason, bursary_award_id, created_at FROM public.credit_notes;
--> statement-breakpoint
CREATE VIEW reporting.bursary_awards AS SELECT id, student_id, session_id, source, application_type, outcome, bursary_type, amount_pence, decided_by, decided_at, created_at FROM public.bursary_awards;
--> statement-breakpoint
CREATE VIEW reporting.organisations AS SELECT id, name, partner_type, status, hub_id, city, county, post_code, created_at, updated_at FROM public.organisations;
--> statement-breakpoint
CREATE VIEW reporting.tickets AS SELECT id, number, requester_id, requester_name, category, subject, status, assignee_id, assignee_name, last_activity_at, closed_at, created_at, updated_at FROM public.tickets;
--> statement-breakpoint
CREATE VIEW reporting.student_requests AS SELECT id, student_id, type, status, decided_by, decided_at, created_at, updated_at FROM public.student_requests;
--> statement-breakpoint
CREATE VIEW reporting.users AS SELECT id, email, name, roles, hub_id, programme, student_id, active, created_at, updated_at FROM public.users;
--> statement-breakpoint
REVOKE ALL ON SCHEMA reporting FROM PUBLIC;
--> statement-breakpoint
GRANT USAGE ON SCHEMA reporting TO reporting_reader;
--> statement-breakpoint
GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO reporting_reader;
