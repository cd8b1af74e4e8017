CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer,
	"order_number" text NOT NULL,
	"email" text NOT NULL,
	"product" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"passed_to_manufacturer_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_batches" (
	"order_line_id" integer PRIMARY KEY NOT NULL,
	"batch_code" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" integer
);
--> statement-breakpoint
CREATE TABLE "product_safety" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"manufacturer_name" text NOT NULL,
	"manufacturer_address" text NOT NULL,
	"manufacturer_email" text NOT NULL,
	"ce_marked" boolean DEFAULT true NOT NULL,
	"warnings" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_recipients" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"street_number" text NOT NULL,
	"street_addition" text,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'Nederland' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"street_number" text NOT NULL,
	"street_addition" text,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refill_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refill_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"email" text NOT NULL,
	"usage_per_day" integer NOT NULL,
	"due_on" date NOT NULL,
	"token" text NOT NULL,
	"sent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refill_reminders_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "refill_reminders_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "trial_request_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trial_request_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"product_id" integer,
	"variation_id" integer,
	"product_name" text NOT NULL,
	"variation_name" text
);
--> statement-breakpoint
CREATE TABLE "trial_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trial_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"street_number" text NOT NULL,
	"street_addition" text,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"household_key" text NOT NULL,
	"confirm_token_hash" text,
	"follow_up_consent" boolean DEFAULT false NOT NULL,
	"track_and_trace" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"follow_up_sent_at" timestamp with time zone,
	CONSTRAINT "trial_requests_publicId_unique" UNIQUE("public_id"),
	CONSTRAINT "trial_requests_confirmTokenHash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_safety" ADD CONSTRAINT "product_safety_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_recipients" ADD CONSTRAINT "order_recipients_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_recipients" ADD CONSTRAINT "saved_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_reminders" ADD CONSTRAINT "refill_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_request_lines" ADD CONSTRAINT "trial_request_lines_request_id_trial_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."trial_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_request_lines" ADD CONSTRAINT "trial_request_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_request_lines" ADD CONSTRAINT "trial_request_lines_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_line_batches_code_idx" ON "order_line_batches" USING btree ("batch_code");--> statement-breakpoint
CREATE INDEX "saved_recipients_user_idx" ON "saved_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refill_reminders_due_idx" ON "refill_reminders" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "trial_request_lines_request_idx" ON "trial_request_lines" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "trial_requests_household_idx" ON "trial_requests" USING btree ("household_key","status");--> statement-breakpoint
CREATE INDEX "trial_requests_status_idx" ON "trial_requests" USING btree ("status","created_at");