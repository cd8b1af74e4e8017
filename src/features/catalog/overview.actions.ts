/**
 * The overview page the filters select, as HTML, parsed (the server renders the products; a
 * filter change swaps in its results). Plain fetch, not the shop's client: this runs on every
 * shop page, before any click, and must stay small (decision 015).
 */
export async function fetchOverviewPage(url: string): Promise<Document> {
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`overview ${response.status}`);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}
