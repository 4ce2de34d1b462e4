CREATE TABLE "hubs" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"last_seen_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "hub_key" varchar(200);