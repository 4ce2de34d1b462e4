-- The rate limiters' counts (server/lib/rate-limiter.ts, decision 0125). UNLOGGED: a count is written by
-- every limited request, and a logged table waited for its WAL to reach the disk each time (7 ms median
-- on the local PostgreSQL, under load, against 0.3 ms). An unlogged table keeps its rows through a clean
-- restart of PostgreSQL and of the app; only a crash of PostgreSQL (or a standby taking over) empties it,
-- which gives back at most one window's attempts. PGlite pays no WAL flush and sets it LOGGED after the
-- migrations (server/lib/db.ts). drizzle-kit does not know the word: written by hand.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");
