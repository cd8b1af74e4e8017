ALTER TABLE "withdrawals" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_tokenHash_unique" UNIQUE("token_hash");