ALTER TABLE "ingest_keys" ADD COLUMN "created_by_name" varchar(200);--> statement-breakpoint
UPDATE "ingest_keys" k SET "created_by_name" = left(coalesce(nullif(trim(concat_ws(' ', u."first_name", u."last_name")), ''), u."email", 'Someone'), 200)
FROM "users" u WHERE u."id" = k."created_by";
