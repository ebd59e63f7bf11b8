ALTER TABLE "potential_students" ADD COLUMN "owner_name" text;--> statement-breakpoint
-- data: the potential students an owner follows up show the owner's name.
UPDATE "potential_students" SET "owner_name" = "users"."name" FROM "users" WHERE "users"."id" = "potential_students"."owner_id";
