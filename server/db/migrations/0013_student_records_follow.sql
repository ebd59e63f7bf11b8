-- data: a student's engagements, requests and forms carry the scope keys of their student as the
-- student is now (before this, requests and forms kept the hub and tutor they were written
-- under), and a form carries the tutor's key only when it is learning support shared with consent
-- (src/domain/forms/support-sharing.ts). Each record whose keys change gets a change in the feed,
-- so devices that held it and may no longer do drop it.
CREATE OR REPLACE FUNCTION pg_temp.student_keys(hub_id text, student_id text, tutor_id text, with_tutor boolean)
RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['hub:' || hub_id, 'student:' || student_id,
    CASE WHEN with_tutor AND tutor_id IS NOT NULL THEN 'tutor:' || tutor_id END], NULL)
$$;--> statement-breakpoint
WITH moved AS (
  SELECT r.id, r.scope_keys AS before, pg_temp.student_keys(s.hub_id, s.id, s.tutor_id, true) AS after
  FROM engagements r JOIN students s ON s.id = r.student_id
)
UPDATE engagements r SET scope_keys = m.after, version = r.version + 1, updated_at = now(),
  seq = append_change('engagements', r.id, 'upsert', m.before, m.after)
FROM moved m WHERE m.id = r.id AND NOT (m.before @> m.after AND m.after @> m.before);--> statement-breakpoint
WITH moved AS (
  SELECT r.id, r.scope_keys AS before, pg_temp.student_keys(s.hub_id, s.id, s.tutor_id, true) AS after
  FROM student_requests r JOIN students s ON s.id = r.student_id
)
UPDATE student_requests r SET scope_keys = m.after, version = r.version + 1, updated_at = now(),
  seq = append_change('student-requests', r.id, 'upsert', m.before, m.after)
FROM moved m WHERE m.id = r.id AND NOT (m.before @> m.after AND m.after @> m.before);--> statement-breakpoint
WITH moved AS (
  SELECT r.id, r.scope_keys AS before, pg_temp.student_keys(s.hub_id, s.id, s.tutor_id,
    r.form_id = 'learning-support' AND r.data -> 'consentToShare' = 'true'::jsonb) AS after
  FROM student_forms r JOIN students s ON s.id = r.student_id
)
UPDATE student_forms r SET scope_keys = m.after, version = r.version + 1, updated_at = now(),
  seq = append_change('student-forms', r.id, 'upsert', m.before, m.after)
FROM moved m WHERE m.id = r.id AND NOT (m.before @> m.after AND m.after @> m.before);
