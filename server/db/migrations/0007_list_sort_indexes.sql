DROP INDEX "students_last_name";--> statement-breakpoint
CREATE INDEX "applications_updated" ON "applications" USING btree ("updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "students_last_name_id" ON "students" USING btree ("last_name","id");