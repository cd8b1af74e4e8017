// The URLs the benchmarks ask when the response cache cannot help (decision 022): a catalogue word and a
// running number for search, every filter combination of /shop. Shared by bench:cold and bench:miss-cpu.

export const SEARCH_WORDS = ['broekje', 'verband', 'pants', 'nacht', 'stretch', 'heupband', 'dames', 'heren'];

/** The n-th distinct search: a catalogue word and a number up to `products` (the bench's own products). */
export function searchPath(n: number, products: number): string {
  const query = `${SEARCH_WORDS[n % SEARCH_WORDS.length]} ${1 + (n % products)}`;
  return `/api/search?query=${encodeURIComponent(query)}`;
}

/** Every combination of gender, absorption band sets, one category or none, and pages 1-40. */
export function shopPaths(categoryIds: string[]): string[] {
  const genders = ['', 'female', 'male'];
  const bands = ['light', 'medium', 'heavy', 'extreme'];
  const bandSets = Array.from({ length: 16 }, (_, mask) => bands.filter((_, bit) => mask & (1 << bit)));
  const paths: string[] = [];
  for (let page = 1; page <= 40; page++)
    for (const gender of genders)
      for (const set of bandSets)
        for (const category of ['', ...categoryIds]) {
          const params = new URLSearchParams();
          if (gender) params.set('gender', gender);
          for (const band of set) params.append('absorption', band);
          if (category) params.set('categories', category);
          if (page > 1) params.set('page', String(page));
          paths.push(`/shop?${params}`);
        }
  // Shuffled with a fixed step, so neighbours differ in every parameter.
  return paths.map((_, i) => paths[(i * 7919) % paths.length]!);
}
