CREATE TABLE "hesa_mappings" (
	"id" text PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"field" text NOT NULL,
	"local_value" text NOT NULL,
	"code" text NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hesa_readiness" (
	"id" text PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"students" integer NOT NULL,
	"ready" integer NOT NULL,
	"by_rule" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hesa_valid_values" (
	"collection" text NOT NULL,
	"field" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"entity" text NOT NULL,
	"definition" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"owner_id" text NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hesa_mappings" ADD CONSTRAINT "hesa_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hesa_mappings_field_value_idx" ON "hesa_mappings" USING btree ("collection","field","local_value");--> statement-breakpoint
CREATE UNIQUE INDEX "hesa_valid_values_pk" ON "hesa_valid_values" USING btree ("collection","field","code");--> statement-breakpoint
CREATE INDEX "saved_reports_owner_idx" ON "saved_reports" USING btree ("owner_id");