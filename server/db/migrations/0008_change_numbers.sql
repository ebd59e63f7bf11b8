-- Change numbers come from a sequence drawn under a shared lock held until commit: writers no
-- longer wait for each other. A feed reader takes the lock exclusively for a moment: every
-- number drawn before then is committed (or rolled back), so the reader reads up to it only.
CREATE SEQUENCE "change_numbers" AS bigint;--> statement-breakpoint
SELECT setval('change_numbers', coalesce((SELECT max("seq") FROM "changes"), 0) + 1, false);--> statement-breakpoint
CREATE FUNCTION next_change_number() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7245002);
  RETURN nextval('change_numbers');
END
$$;--> statement-breakpoint
-- A record's write appends its change in its own statement (`seq = append_change(...)`).
CREATE FUNCTION append_change(
  change_entity text, change_record_id text, change_op text, before_keys text[], after_keys text[]
) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  numbered bigint := next_change_number();
BEGIN
  INSERT INTO changes (seq, entity, record_id, op, scope_before, scope_after)
    VALUES (numbered, change_entity, change_record_id, change_op, before_keys, after_keys);
  RETURN numbered;
END
$$;--> statement-breakpoint
CREATE FUNCTION settled_change_number() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  settled bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7245002);
  SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END INTO settled
    FROM change_numbers;
  RETURN settled;
END
$$;
