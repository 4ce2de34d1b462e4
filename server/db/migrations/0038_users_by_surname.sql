-- Staff's lists A–Z by last name (User Management's people, Client Management's homes) read a page at a time after
-- the last row shown (decision 0128): one row comparison over these keys, never null, finds where a page starts,
-- and the index hands the next rows over in order instead of every match being sorted for each page.
CREATE INDEX "users_by_surname_idx" ON "users" USING btree (("last_name" is null),coalesce("last_name", ''),("first_name" is null),coalesce("first_name", ''),("email" is null),coalesce("email", ''),"created_at","id");--> statement-breakpoint
-- the planner knows how the index's expressions are spread only once the table is analysed
ANALYZE "users";
