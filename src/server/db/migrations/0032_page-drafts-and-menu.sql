CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Today's menu, in every shop (a demo seed module would miss real shops): the header looks the same until staff edit it (decision 038).
INSERT INTO "menu_items" ("position", "label", "kind", "target") VALUES (0, 'Alle producten', 'path', '/shop'), (1, 'Keuzehulp', 'path', '/producthulp'), (2, 'Kennisbank', 'path', '/kennisbank');
