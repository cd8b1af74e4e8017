DROP INDEX "search_documents_vector_idx";--> statement-breakpoint
DROP INDEX "search_documents_content_vector_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_vector_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_trgm_gist_idx";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "title_vector";