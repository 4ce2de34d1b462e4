-- A new base_id whenever a row's whole engine state (packed_state, or the old jsonb state) is written, by
-- any writer: a server process keeps a circle's base in memory under its id (state-cache.ts), and must
-- never take it for a base written since. A patch is already deflated: not compressed again.
CREATE FUNCTION engine_state_new_base() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.base_id := gen_random_uuid();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER engine_state_base_written BEFORE INSERT OR UPDATE OF packed_state, state ON engine_state
  FOR EACH ROW EXECUTE FUNCTION engine_state_new_base();
--> statement-breakpoint
ALTER TABLE engine_state ALTER COLUMN state_patch SET STORAGE EXTERNAL;
