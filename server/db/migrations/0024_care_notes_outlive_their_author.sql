ALTER TABLE "care_notes" DROP CONSTRAINT "care_notes_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "care_notes" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "care_notes" ADD CONSTRAINT "care_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;