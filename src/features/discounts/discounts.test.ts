import { describe, expect, it } from 'vitest';
import { priceOrder } from '~/features/checkout/pricing';
import { normalizeCode } from '~/features/discounts/code';
import { addDays, startOfDutchDay } from '~/lib/dates';
import {
  allocateDiscount,
  checkDiscount,
  type DiscountCodeFacts,
  discountCodeState,
  discountInputSchema,
  lastDutchDay,
  refusalMessage,
} from './discounts';

const line = (unitPriceCents: number, quantity = 1, vatRateBasisPoints = 900) => ({
  unitPriceCents,
  quantity,
  vatRateBasisPoints,
});

const code = (overrides: Partial<DiscountCodeFacts> = {}): DiscountCodeFacts => ({
  code: 'ZOMER10',
  description: '',
  kind: 'percentage',
  value: 10,
  minimumOrderCents: 0,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  uses: 0,
  isActive: true,
  categoryIds: [],
  ...overrides,
});

describe('allocateDiscount', () => {
  it('takes a percentage of the eligible goods, rounded to the cent', () => {
    // 10 % of 1999 is 199.9 -> 200
    expect(
      allocateDiscount([{ lineTotalCents: 1999, eligible: true }], { kind: 'percentage', value: 10 }),
    ).toEqual([200]);
  });

  it('caps a fixed amount at the eligible goods', () => {
    expect(
      allocateDiscount(
        [
          { lineTotalCents: 800, eligible: true },
          { lineTotalCents: 5000, eligible: false },
        ],
        { kind: 'fixed', value: 1500 },
      ),
    ).toEqual([800, 0]);
  });

  it('spreads the discount in proportion and the cents add up exactly', () => {
    const shares = allocateDiscount(
      [
        { lineTotalCents: 1000, eligible: true },
        { lineTotalCents: 1000, eligible: true },
        { lineTotalCents: 1000, eligible: true },
      ],
      { kind: 'fixed', value: 100 },
    );
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
    expect(shares.toSorted()).toEqual([33, 33, 34]);
  });

  it('gives nothing when no line is eligible', () => {
    expect(
      allocateDiscount([{ lineTotalCents: 1000, eligible: false }], { kind: 'fixed', value: 500 }),
    ).toEqual([0]);
  });
});

describe('priceOrder with a discount', () => {
  it('charges shipping when the goods after discount are 49.99, not at 50.00', () => {
    const below = priceOrder([line(5554)], {
      discount: { rule: { kind: 'fixed', value: 555 }, eligible: [true] },
    });
    expect(below.subtotalCents - below.discountCents).toBe(4999);
    expect(below.shippingCents).toBe(500);
    expect(below.totalCents).toBe(4999 + 500);
    const at = priceOrder([line(5554)], {
      discount: { rule: { kind: 'fixed', value: 554 }, eligible: [true] },
    });
    expect(at.shippingCents).toBe(0);
    expect(at.totalCents).toBe(5000);
  });

  it('keeps VAT per rate right: each rate carries its own share of the discount', () => {
    const totals = priceOrder([line(6000, 1, 900), line(4000, 1, 2100)], {
      discount: { rule: { kind: 'percentage', value: 10 }, eligible: [true, true] },
    });
    expect(totals.lines.map((l) => l.discountCents)).toEqual([600, 400]);
    // 5400 at 9 % contains 446; 3600 at 21 % contains 625; no shipping (90.00 >= 50.00)
    expect(totals.lines.map((l) => l.vatCents)).toEqual([446, 625]);
    expect(totals.vatCents).toBe(446 + 625);
    expect(totals.totalCents).toBe(9000);
  });

  it('discounts only the lines in the code categories', () => {
    const totals = priceOrder([line(3000), line(2000)], {
      discount: { rule: { kind: 'percentage', value: 50 }, eligible: [false, true] },
    });
    expect(totals.discountCents).toBe(1000);
    expect(totals.lines.map((l) => l.discountCents)).toEqual([0, 1000]);
    expect(totals.shippingCents).toBe(500); // 40.00 after discount
  });

  it('without a discount prices as before', () => {
    const totals = priceOrder([line(2500, 2)]);
    expect(totals.discountCents).toBe(0);
    expect(totals.totalCents).toBe(5000);
  });
});

describe('checkDiscount', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  const cart = { goodsCents: 6000, eligibleCents: 6000, customerUses: 0, now };

  it('accepts a valid code', () => expect(checkDiscount(code(), cart)).toBeNull());
  it('refuses unknown and inactive codes', () => {
    expect(checkDiscount(null, cart)?.reason).toBe('unknown');
    expect(checkDiscount(code({ isActive: false }), cart)?.reason).toBe('unknown');
  });
  it('refuses outside the validity window (until is exclusive)', () => {
    expect(checkDiscount(code({ validFrom: new Date('2026-06-16T00:00:00Z') }), cart)?.reason).toBe(
      'notYetValid',
    );
    expect(checkDiscount(code({ validUntil: now }), cart)?.reason).toBe('expired');
  });
  it('refuses below the minimum and names the amount', () => {
    const refusal = checkDiscount(code({ minimumOrderCents: 7500 }), cart);
    expect(refusal).toEqual({ reason: 'minimum', minimumCents: 7500, goodsCents: 6000 });
    expect(refusalMessage('ZOMER10', refusal!)).toMatch(/€\s15,00/);
  });
  it('refuses a used-up code and a code the customer used', () => {
    expect(checkDiscount(code({ maxUses: 1, uses: 1 }), cart)?.reason).toBe('usedUp');
    expect(checkDiscount(code({ maxUsesPerCustomer: 1 }), { ...cart, customerUses: 1 })?.reason).toBe(
      'usedByYou',
    );
    // Unknown customer: checked when the order is placed.
    expect(checkDiscount(code({ maxUsesPerCustomer: 1 }), { ...cart, customerUses: null })).toBeNull();
  });
  it('refuses when no product in the cart is covered', () => {
    expect(checkDiscount(code({ categoryIds: [3] }), { ...cart, eligibleCents: 0 })?.reason).toBe(
      'notForProducts',
    );
  });
});

describe('codes and days', () => {
  it('normalizes codes', () => expect(normalizeCode('  zomer10 ')).toBe('ZOMER10'));
  it('reads a code typed with spaces as the code', () => {
    expect(normalizeCode('welkom 10')).toBe('WELKOM10');
    expect(normalizeCode(' Welkom\u00a010 ')).toBe('WELKOM10');
  });
  it('starts a Dutch day at 22:00 or 23:00 UTC', () => {
    expect(startOfDutchDay('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfDutchDay('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(lastDutchDay(startOfDutchDay(addDays('2026-12-31', 1)))).toBe('2026-12-31');
  });
  it('validates staff input', () => {
    expect(discountInputSchema.safeParse({ code: 'ab', kind: 'fixed', value: 100 }).success).toBe(false);
    expect(discountInputSchema.safeParse({ code: 'zomer', kind: 'percentage', value: 101 }).success).toBe(
      false,
    );
    const parsed = discountInputSchema.parse({ code: 'zomer-10', kind: 'percentage', value: 10 });
    expect(parsed.code).toBe('ZOMER-10');
  });
});

describe('discountCodeState', () => {
  const code = { is_active: true, valid_from: '2026-11-01', valid_until: '2026-11-30' };
  it("is 'expired' (Verlopen) after its last day, active on it, off when switched off", () => {
    expect(discountCodeState(code, '2026-12-01')).toBe('expired');
    expect(discountCodeState(code, '2026-11-30')).toBe('active');
    expect(discountCodeState(code, '2026-10-31')).toBe('scheduled');
    expect(discountCodeState({ ...code, is_active: false }, '2026-12-01')).toBe('off');
    expect(discountCodeState({ ...code, valid_until: null }, '2030-01-01')).toBe('active');
  });
});
