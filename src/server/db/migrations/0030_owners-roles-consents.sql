ALTER TYPE "public"."user_role" ADD VALUE 'order_handler' BEFORE 'admin';--> statement-breakpoint
CREATE TABLE "consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"text_version" text NOT NULL,
	"shown_text" text NOT NULL,
	"source" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_opt_outs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE INDEX "consents_email_subject_idx" ON "consents" USING btree (lower("email"),"subject");--> statement-breakpoint
CREATE INDEX "mail_opt_outs_email_kind_idx" ON "mail_opt_outs" USING btree (lower("email"),"kind");--> statement-breakpoint
-- Renewal orders were created without their subscriber (issue 33): they belong to the account of
-- the subscription they renew. Only orders without an account and only subscriptions with one.
UPDATE "orders" AS o
SET "user_id" = s."user_id", "updated_at" = now()
FROM "subscriptions" AS s
WHERE o."subscription_id" = s."id"
  AND o."user_id" IS NULL
  AND s."user_id" IS NOT NULL;
