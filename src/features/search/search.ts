/** The search response (spec section 3); every list defaults to empty. Client-safe. */
export interface SearchResults {
  products: {
    id: number;
    name: string;
    slug: string;
    image_urls: string[];
    short_description: string;
    price: number;
    price_cents: number;
  }[];
  /** `excerpt` is escaped HTML in which the matched words are wrapped in <mark>. */
  pages: { id: number; title: string; url: string; excerpt: string }[];
  articles: {
    id: number;
    title: string;
    url: string;
    image: string | null;
    excerpt: string;
    published_at: string | null;
  }[];
}

export const EMPTY_RESULTS: SearchResults = { products: [], pages: [], articles: [] };

export const resultCount = (results: SearchResults) =>
  results.products.length + results.pages.length + results.articles.length;
