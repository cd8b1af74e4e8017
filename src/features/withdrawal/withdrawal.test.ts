import { describe, expect, it } from 'vitest';
import { canWithdraw, withdrawalDeadline } from './withdrawal';

const delivered = new Date('2026-11-01T10:00:00Z');

describe('withdrawal period', () => {
  it('runs until the end of the 14th calendar day after delivery, in Dutch time', () => {
    const order = { status: 'delivered', deliveredAt: delivered };
    // 15 November 23:59:59.999 in Amsterdam (winter time, UTC+1).
    expect(withdrawalDeadline(order)).toEqual(new Date('2026-11-15T22:59:59.999Z'));
    // 14 x 24 hours would have refused this customer at 10:01 on the last day.
    expect(canWithdraw(order, new Date('2026-11-15T09:01:00Z'))).toBe(true);
    expect(canWithdraw(order, new Date('2026-11-15T22:59:59.999Z'))).toBe(true);
    expect(canWithdraw(order, new Date('2026-11-15T23:00:00Z'))).toBe(false);
  });

  it('counts Dutch days: a delivery late in the evening belongs to that day, summer time too', () => {
    // 1 July 23:30 in Amsterdam is 21:30 UTC; the period ends 15 July 23:59:59 (UTC+2).
    const order = { status: 'delivered', deliveredAt: new Date('2026-07-01T21:30:00Z') };
    expect(withdrawalDeadline(order)).toEqual(new Date('2026-07-15T21:59:59.999Z'));
  });

  it('ends at Dutch midnight across the change to winter time', () => {
    // Delivered 11 October; the 14th day is 25 October, when the clocks go back (UTC+2 -> UTC+1).
    const order = { status: 'delivered', deliveredAt: new Date('2026-10-11T08:00:00Z') };
    expect(withdrawalDeadline(order)).toEqual(new Date('2026-10-25T22:59:59.999Z'));
  });

  it('is open from payment until delivery (the safer reading for the customer)', () => {
    expect(canWithdraw({ status: 'paid', deliveredAt: null })).toBe(true);
    expect(canWithdraw({ status: 'shipped', deliveredAt: null })).toBe(true);
  });

  it('is closed for unpaid, cancelled, refunded or already withdrawn orders', () => {
    for (const status of ['pending', 'failed', 'expired', 'cancelled', 'refunded', 'withdrawn']) {
      expect(canWithdraw({ status, deliveredAt: null }), status).toBe(false);
    }
  });
});
