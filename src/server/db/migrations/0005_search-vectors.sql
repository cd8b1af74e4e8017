DROP INDEX "search_documents_fts_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('dutch'::regconfig, title), 'A') || setweight(to_tsvector('dutch'::regconfig, body), 'B'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('dutch'::regconfig, title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector");