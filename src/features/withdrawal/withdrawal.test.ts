import { describe, expect, it } from 'vitest';
import { canWithdraw, withdrawalDeadline } from './withdrawal';

const delivered = new Date('2026-11-01T10:00:00Z');

describe('withdrawal period', () => {
  it('runs until 14 days after delivery', () => {
    const order = { status: 'delivered', deliveredAt: delivered };
    expect(withdrawalDeadline(order)).toEqual(new Date('2026-11-15T10:00:00Z'));
    expect(canWithdraw(order, new Date('2026-11-15T09:59:00Z'))).toBe(true);
    expect(canWithdraw(order, new Date('2026-11-15T10:01:00Z'))).toBe(false);
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
