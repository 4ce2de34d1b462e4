CREATE INDEX "audit_log_circle_idx" ON "audit_log" USING btree ("circle_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_user_idx" ON "audit_log" USING btree ("target_id","id") WHERE "audit_log"."target_type" = 'user';