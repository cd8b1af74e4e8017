ALTER TYPE "public"."subscription_status" ADD VALUE 'paused';--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "announced_due_date" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stock_notice_due_date" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retry_order_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retry_started_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retry_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_retry_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retry_counted_payment_id" text;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","created_at");