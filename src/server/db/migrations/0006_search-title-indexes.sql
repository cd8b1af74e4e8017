DROP INDEX "search_documents_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_documents_content_vector_idx" ON "search_documents" USING gin ("search_vector") WHERE "search_documents"."kind" <> 'product';--> statement-breakpoint
CREATE INDEX "search_documents_title_vector_idx" ON "search_documents" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_gist_idx" ON "search_documents" USING gist (lower("title") gist_trgm_ops);