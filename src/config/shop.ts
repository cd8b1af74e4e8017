import { formatEuro } from '~/lib/money';
import { articlePath } from '~/lib/routes';

/** Business constants of spec section 9: one place, used by the server's price calculation and the UI. */
export const shipping = {
  freeFromCents: 5000,
  /** Home delivery, the default (and the price the texts quote as "the" shipping cost). */
  costCents: 500,
  /**
   * Price per delivery method below the free-shipping amount (src/features/delivery/delivery.ts
   * is the one rule that reads it); from freeFromCents every method is free.
   */
  methodCents: { home: 500, letterbox: 350, pickup: 395 },
  /**
   * A letterbox parcel (3.2 cm thick at most) holds this many items, all flagged as fitting:
   * two packs of pads fit, a third makes it too thick.
   */
  letterboxMaxItems: 2,
  /** Pickup points the checkout lists for a postcode. */
  pickupPointsShown: 5,
} as const;

/** The brand and the company behind it: one place for every page, e-mail and invoice. */
export const shop = {
  brand: 'Zorgzaam',
  tagline: 'Discrete incontinentiezorg, thuisbezorgd',
  company: {
    legalName: 'Zorgzaam B.V.',
    street: 'Keizersgracht 221',
    postcode: '1016 DV',
    city: 'Amsterdam',
    country: 'Nederland',
    kvk: '91234567',
    vatId: 'NL865123456B01',
    email: 'service@zorgzaam.example',
    phone: '020 123 45 67',
    phoneHref: 'tel:+31201234567',
    openingHours: 'Maandag t/m vrijdag 8.30 - 17.30 uur',
  },
  sellingPoints: [
    `Gratis bezorging vanaf ${formatEuro(shipping.freeFromCents)}`,
    'Discreet verpakt en bezorgd',
    'Altijd veilig bestellen',
  ],
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/zorgzaam' },
    { name: 'Instagram', href: 'https://www.instagram.com/zorgzaam' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/zorgzaam' },
  ],
} as const;

/**
 * The delivery promise, stated concretely wherever it is shown: ordered (paid) on a working day
 * before the cut-off, the parcel is at the door within this many working days (Mon-Fri).
 */
export const delivery = {
  cutOffHour: 16,
  workingDays: 2,
} as const;

/** The knowledge-base article about reimbursement by health insurers (product pages, footer, FAQ). */
export const reimbursementArticleSlug = 'vergoeding-zorgverzekeraar';
export const reimbursementArticlePath = articlePath(reimbursementArticleSlug);

/** Subscription intervals offered at checkout, in weeks. */
export const SUBSCRIPTION_INTERVALS = [4, 8, 12] as const;
