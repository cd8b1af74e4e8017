import { describe, expect, it } from 'vitest';
import { AWAITING_PAYMENT, canTransition, ORDER_STATUSES } from './orders';

describe('order life cycle', () => {
  it('lets the webhook settle a payment, and a late failure never undo a paid order', () => {
    expect(canTransition('pending', 'paid', 'webhook')).toBe(true);
    expect(canTransition('pending', 'failed', 'webhook')).toBe(true);
    expect(canTransition('failed', 'paid', 'webhook')).toBe(true);
    expect(canTransition('failed', 'expired', 'webhook')).toBe(false);
    expect(canTransition('paid', 'failed', 'webhook')).toBe(false);
    expect(canTransition('shipped', 'paid', 'webhook')).toBe(false);
  });

  it('keeps each actor to its own moves', () => {
    expect(canTransition('pending', 'paid', 'staff')).toBe(false);
    expect(canTransition('paid', 'shipped', 'staff')).toBe(true);
    expect(canTransition('delivered', 'withdrawn', 'customer')).toBe(true);
    expect(canTransition('pending', 'withdrawn', 'customer')).toBe(false);
    expect(canTransition('pending', 'expired', 'system')).toBe(true);
    expect(canTransition('paid', 'expired', 'system')).toBe(false);
  });

  it('lets no actor leave a final status except to refund, or the shop cancel an order withdrawn before shipping', () => {
    for (const actor of ['webhook', 'staff', 'customer', 'system'] as const) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition('refunded', to, actor)).toBe(false);
        const cancelsUnshipped = actor === 'system' && to === 'cancelled';
        if (to !== 'refunded' && !cancelsUnshipped) expect(canTransition('withdrawn', to, actor)).toBe(false);
      }
    }
    expect(canTransition('withdrawn', 'cancelled', 'system')).toBe(true);
    expect(AWAITING_PAYMENT).not.toContain('paid');
  });
});
