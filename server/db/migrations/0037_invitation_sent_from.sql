-- The page an invitation was sent from (a home's Family Members or User Management), kept with it: it decides its
-- words, and the link used to carry it (?from=family-members), where anyone could change it and a resend from the
-- other page did. Null for one filed before: read as User Management, the words it had (contracts/invitations.ts).
ALTER TABLE "user_invitations" ADD COLUMN "sent_from" varchar(20);--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_sent_from_check" CHECK ("user_invitations"."sent_from" in ('family-members', 'user-management'));