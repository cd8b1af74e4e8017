-- Extensions the search needs: trigram similarity for typo tolerance, unaccent for 'crème' = 'creme'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
