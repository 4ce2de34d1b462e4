ALTER TABLE "subscriptions" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "had_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "setup_secret_hash" varchar(64);