import type { TrialProduct } from '~/features/trial-packs/trial-packs';

/** The products /proefpakket offers: one with sizes, one without. */
export const trialProducts: TrialProduct[] = [
  {
    id: 11,
    slug: 'comfort-broekje',
    name: 'Comfort Broekje',
    sizes: [
      { id: 111, name: 'M' },
      { id: 112, name: 'L' },
    ],
  },
  { id: 12, slug: 'inlegverband', name: 'Inlegverband', sizes: [] },
];
