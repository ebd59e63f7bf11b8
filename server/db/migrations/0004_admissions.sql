CREATE TABLE "reference_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"kind" text NOT NULL,
	"referee_name" text NOT NULL,
	"referee_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "conditions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "deposit" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "student_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reference_invitations_token" ON "reference_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reference_invitations_application" ON "reference_invitations" USING btree ("application_id");