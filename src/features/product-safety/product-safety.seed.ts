import { ilike, not } from 'drizzle-orm';
import { productSafety, products } from '~/server/db/schema';
import type { SeedModule } from '~/server/seed';

/**
 * Demo content: the demo catalogue's manufacturer details and Dutch safety warnings, so the
 * product pages show what a real shop must show. The manufacturer is as fictional as the demo
 * shop itself; staff replace it per product in the product editor.
 */
const DEMO_MANUFACTURER = {
  manufacturerName: 'Zorgzaam Productie B.V. (demofabrikant)',
  manufacturerAddress: 'Industrieweg 12\n5048 AB Tilburg\nNederland',
  manufacturerEmail: 'kwaliteit@zorgzaam.example',
  ceMarked: true,
};
const DISPOSABLE = [
  'Alleen voor eenmalig gebruik.',
  'Niet doorspoelen door het toilet.',
  'Buiten bereik van kinderen bewaren; de verpakking is geen speelgoed.',
  'Droog bewaren, bij kamertemperatuur.',
  'Krijg je last van roodheid of jeuk, stop dan en vraag je huisarts of apotheker om advies.',
].join('\n');
const WASHABLE = [
  'Was het product vóór het eerste gebruik.',
  'Wassen tot 60 °C; geen wasverzachter, niet strijken.',
  'Niet gebruiken als de stof of de naden beschadigd zijn.',
  'Krijg je last van roodheid of jeuk, stop dan en vraag je huisarts of apotheker om advies.',
].join('\n');

export const productSafetySeed: SeedModule = {
  name: 'product-safety',
  async run(tx) {
    const washable = await tx
      .select({ id: products.id })
      .from(products)
      .where(ilike(products.description, '%wasbaar%'));
    const disposable = await tx
      .select({ id: products.id })
      .from(products)
      .where(not(ilike(products.description, '%wasbaar%')));
    const rows = [
      ...washable.map(({ id }) => ({ productId: id, ...DEMO_MANUFACTURER, warnings: WASHABLE })),
      ...disposable.map(({ id }) => ({ productId: id, ...DEMO_MANUFACTURER, warnings: DISPOSABLE })),
    ];
    if (rows.length > 0) await tx.insert(productSafety).values(rows).onConflictDoNothing();
  },
};
