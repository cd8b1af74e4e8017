/** The staff stock list: what its API answers and the updates it takes. */

/** Stock below this is highlighted on the stock list and the order page. */
export const LOW_STOCK_THRESHOLD = 10;

export interface StockUpdate {
  target: 'product' | 'variation';
  id: number;
  stock: number;
}

export interface StockItem {
  target: 'product' | 'variation';
  id: number;
  name: string;
  stock: number;
}

export interface StockProduct {
  id: number;
  name: string;
  slug: string;
  isActive: boolean;
  /** Stock of a product without variations; null when stock is kept per variation. */
  stock: number | null;
  variations: { id: number; name: string; stock: number }[];
}
