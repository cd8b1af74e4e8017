DROP INDEX "search_documents_vector_idx";--> statement-breakpoint
DROP INDEX "search_documents_content_vector_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_vector_idx";--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_content_vector_idx" ON "search_documents" USING gin ("search_vector") WITH (fastupdate=false) WHERE "search_documents"."kind" <> 'product';--> statement-breakpoint
CREATE INDEX "search_documents_title_vector_idx" ON "search_documents" USING gin ("title_vector") WITH (fastupdate=false);