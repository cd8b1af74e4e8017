import { describe, expect, it } from 'vitest';
import { returnRefundCents } from './returns';

describe('returnRefundCents', () => {
  const line = { quantity: 3, lineTotalCents: 4485, discountCents: 300 };

  it('gives back the whole line after its discount when every pack returns', () => {
    expect(returnRefundCents(line, 3)).toBe(4185);
  });

  it('gives back a share of the paid amount for part of the packs, never more than paid', () => {
    expect(returnRefundCents(line, 1)).toBe(1395);
    expect(returnRefundCents(line, 2)).toBe(2790);
    expect(returnRefundCents({ quantity: 3, lineTotalCents: 1000, discountCents: 0 }, 1)).toBe(333);
  });

  it('gives back nothing for no packs', () => {
    expect(returnRefundCents(line, 0)).toBe(0);
  });
});
