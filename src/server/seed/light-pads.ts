import { like, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { categories, products } from '../db/schema';
import { insertSeedCategories, insertSeedProducts } from './catalog';
import { type SeedLine, seedProductOf } from './catalog-data';
import type { SeedCategory } from './catalog-types';
import type { SeedModule } from './index';

/*
 * A shopper with 'a few drops when coughing' had nothing to go to but a fixation brief that holds
 * nothing. Light inlays for women and men fill that gap, and a demo shop seeded before gets the
 * stretch briefs' absorption taken off (they only hold a pad).
 */

const lightCategories: SeedCategory[] = [
  {
    slug: 'dames-inlegverbanden',
    name: 'Dames inlegverbanden',
    gender: 'female',
    description:
      'Dunne inlegverbanden voor een paar druppels, bijvoorbeeld bij hoesten, niezen of lachen. In je eigen ondergoed.',
  },
  {
    slug: 'heren-inlegverbanden',
    name: 'Heren inlegverbanden',
    gender: 'male',
    description:
      'Dunne inlegverbanden met een mannelijke vorm voor druppelverlies, bijvoorbeeld na het plassen. In je eigen ondergoed.',
  },
];

const lightLines: SeedLine[] = [
  {
    slug: 'zorgzaam-inlegverband-dames-druppel',
    sex: 'female',
    family: 'inlay',
    level: 'licht',
    absorption: 1,
    variant: 'Druppel',
    categories: ['dames-inlegverbanden'],
    priceCents: 495,
    inPackage: 28,
    productColor: '#c98fa6',
    primaryColor: '#f3e1e8',
    popularity: 70,
    pitch: 'Voor een paar druppels bij hoesten, niezen of lachen: zo dun als een inlegkruisje.',
  },
  {
    slug: 'zorgzaam-inlegverband-dames-licht',
    sex: 'female',
    family: 'inlay',
    level: 'licht',
    categories: ['dames-inlegverbanden'],
    priceCents: 595,
    inPackage: 20,
    productColor: '#a9789a',
    primaryColor: '#eedbe7',
    popularity: 64,
    pitch: 'Voor licht urineverlies overdag, met zachte randjes die niet knellen.',
  },
  {
    slug: 'zorgzaam-inlegverband-heren-druppel',
    sex: 'male',
    family: 'inlay',
    level: 'licht',
    absorption: 1,
    variant: 'Druppel',
    categories: ['heren-inlegverbanden'],
    priceCents: 545,
    inPackage: 24,
    productColor: '#5f7f9a',
    primaryColor: '#dce6ee',
    popularity: 58,
    pitch: 'Voor druppels na het plassen: smal aan de achterkant, breder waar het nodig is.',
  },
  {
    slug: 'zorgzaam-inlegverband-heren-licht',
    sex: 'male',
    family: 'inlay',
    level: 'licht',
    categories: ['heren-inlegverbanden'],
    priceCents: 645,
    inPackage: 20,
    productColor: '#4d6b7f',
    primaryColor: '#d6e1e8',
    popularity: 50,
    pitch: 'Voor licht urineverlies overdag, met een plakstrip die op zijn plek blijft.',
  },
];

/** The light inlays as seed products (tests compare the shop's answers with these). */
export const lightPadProducts = lightLines.map(seedProductOf);

export const lightPadsSeed: SeedModule = {
  name: 'light-pads',
  async run(tx: Tx) {
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${categories.position}), -1)::int` })
      .from(categories);
    const categoryIds = await insertSeedCategories(tx, lightCategories, (last?.n ?? -1) + 1);
    await insertSeedProducts(tx, lightPadProducts, categoryIds);
    // Seeded before this module: the demo stretch briefs still claim 2 drops.
    await tx
      .update(products)
      .set({
        attributes: sql`(${products.attributes} - 'absorption') || '{"product_type":"fixatie"}'::jsonb`,
      })
      .where(like(products.slug, 'zorgzaam-stretch-broekje-%'));
  },
};
