import { describe, expect, it } from 'vitest';
import { availableActions } from '~/features/admin/order/order-detail';
import { bucketFor, bucketStarts, change, presetPeriod, previousPeriod } from '~/features/admin/stats/stats';
import { canTransition } from '~/features/orders/orders';
import { csvCell, toCsv } from '~/lib/csv';
import { todayInNetherlands } from '~/lib/dates';
import { orderListQuerySchema, statsQuerySchema } from './admin.schemas.server';

describe('order status transitions for staff', () => {
  it('ships, delivers, cancels and refunds only from the right statuses', () => {
    expect(canTransition('paid', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('pending', 'cancelled')).toBe(true);
    expect(canTransition('paid', 'cancelled')).toBe(true);
    expect(canTransition('delivered', 'refunded')).toBe(true);
    // A payment outcome is the webhook's business, and nothing leaves a final status.
    expect(canTransition('pending', 'paid')).toBe(false);
    expect(canTransition('pending', 'shipped')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('cancelled', 'paid')).toBe(false);
    expect(canTransition('refunded', 'shipped')).toBe(false);
  });

  it('offers the actions the status allows', () => {
    expect(availableActions('paid')).toEqual({ ship: true, deliver: false, cancel: true, refund: true });
    expect(availableActions('shipped')).toEqual({ ship: false, deliver: true, cancel: false, refund: true });
    expect(availableActions('pending')).toEqual({ ship: false, deliver: false, cancel: true, refund: false });
    expect(availableActions('refunded')).toEqual({
      ship: false,
      deliver: false,
      cancel: false,
      refund: false,
    });
  });
});

describe('statistics periods', () => {
  it('ends 7 and 30 days today and 12 months in whole months', () => {
    expect(presetPeriod('7d', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetPeriod('30d', '2026-03-02')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(presetPeriod('12m', '2026-03-02')).toEqual({ from: '2025-04-01', to: '2026-03-02' });
  });

  it('compares with the period of the same length directly before', () => {
    expect(previousPeriod({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      from: '2026-01-04',
      to: '2026-01-31',
    });
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-01' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });

  it('charts days up to three months and months beyond, without gaps', () => {
    expect(bucketFor({ from: '2026-01-01', to: '2026-03-31' })).toBe('day');
    expect(bucketFor({ from: '2025-04-01', to: '2026-03-31' })).toBe('month');
    expect(bucketStarts({ from: '2026-02-27', to: '2026-03-02' }, 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(bucketStarts({ from: '2025-11-15', to: '2026-02-03' }, 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('knows the Dutch date around midnight UTC', () => {
    expect(todayInNetherlands(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInNetherlands(new Date('2026-01-31T22:30:00Z'))).toBe('2026-01-31');
  });

  it('has no comparison when the previous period had nothing', () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(5, 0)).toBeNull();
  });

  it('validates the query', () => {
    expect(statsQuerySchema.safeParse({ from: '2026-02-01', to: '2026-02-28' }).success).toBe(true);
    expect(statsQuerySchema.safeParse({ from: '2026-02-28', to: '2026-02-01' }).success).toBe(false);
    expect(statsQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(orderListQuerySchema.parse({ q: '', status: '', after: 'ZZ-500123' })).toEqual({
      after: 'ZZ-500123',
    });
    expect(orderListQuerySchema.safeParse({ page: '3' }).success).toBe(false);
  });
});

describe('CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('Jansen')).toBe('Jansen');
    expect(csvCell('de "Boer"; Jan')).toBe('"de ""Boer""; Jan"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+31 6 1234')).toBe("'+31 6 1234");
  });

  it('writes semicolon rows with a byte order mark for Excel', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1,50', 'ë'],
      ]),
    ).toBe('\uFEFFa;b\r\n1,50;ë\r\n');
  });
});
