-- The audit trail stays append-only, except that an entry more than six years old may be deleted
-- (decision 0067): housekeeping deletes those. A younger entry is refused as before, to a bug or a
-- person with SQL alike; TRUNCATE and UPDATE are always refused. Changing the period is a migration.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '6 years' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (an entry may be deleted only once it is six years old)';
END;
$$;
