ALTER TABLE "care_notes" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "care_notes" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "care_notes" ADD CONSTRAINT "care_notes_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- a note changed before this column existed was edited when it was last updated (by whom is not known)
UPDATE "care_notes" SET "edited_at" = "updated_at" WHERE "updated_at" > "created_at";
