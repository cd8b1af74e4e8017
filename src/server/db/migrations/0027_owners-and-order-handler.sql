ALTER TYPE "public"."user_role" ADD VALUE 'order_handler' BEFORE 'admin';--> statement-breakpoint
-- Renewal orders were created without their subscriber (issue 33): they belong to the account of
-- the subscription they renew. Only orders without an account and only subscriptions with one.
UPDATE "orders" AS o
SET "user_id" = s."user_id", "updated_at" = now()
FROM "subscriptions" AS s
WHERE o."subscription_id" = s."id"
  AND o."user_id" IS NULL
  AND s."user_id" IS NOT NULL;
