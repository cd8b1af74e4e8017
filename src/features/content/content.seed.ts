import type { Tx } from '~/server/db';
import { articles, pages } from '~/server/db/schema';
import type { SeedModule } from '~/server/seed';
import { storage } from '~/server/storage';
import { renderIllustration, renderPortrait } from './content-art';
import { ILLUSTRATIONS, type IllustrationName, seedArticles, seedPages, TEAM } from './content-data.seed';

const SVG = 'image/svg+xml';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's pages (home, over ons, contact, privacy, terms...) and kennisbank articles. */
export const contentSeed: SeedModule = {
  name: 'content',
  async run(tx: Tx) {
    const files = storage();
    const images = new Map<string, string>();
    for (const [name, { motif, title }] of Object.entries(ILLUSTRATIONS)) {
      images.set(name, (await files.put(`content/${name}.svg`, renderIllustration(motif, title), SVG)).url);
    }
    const portraits = new Map<string, string>();
    for (const member of TEAM) {
      const key = `content/team-${member.name.toLowerCase().replace(/[^a-z]+/g, '-')}.svg`;
      portraits.set(member.name, (await files.put(key, renderPortrait(member.name, member.color), SVG)).url);
    }
    const image = (name: IllustrationName) => images.get(name) ?? '';
    const portrait = (name: string) => portraits.get(name) ?? '';

    await tx.insert(pages).values(seedPages(image, portrait));
    const now = Date.now();
    await tx.insert(articles).values(
      seedArticles().map(({ cover, publishedDaysAgo, ...article }) => ({
        ...article,
        coverImage: image(cover),
        publishedAt: new Date(now - publishedDaysAgo * DAY_MS),
      })),
    );
  },
};
