CREATE TABLE "sign_in_addresses" (
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_email_ip_pk" PRIMARY KEY("email","ip")
);
--> statement-breakpoint
CREATE INDEX "login_failures_ip_at" ON "login_failures" USING btree ("ip","at");