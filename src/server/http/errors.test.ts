import { describe, expect, it } from 'vitest';
import { HttpError, notFound } from './errors';

/** A subclass, as a feature declares one (the product import's ImportRejected). */
class ImportRejected extends HttpError {}

describe('HttpError', () => {
  it('is recognised when another copy of the module made it (built server and Astro bundle)', () => {
    const fromOtherCopy = Object.assign(new Error('te groot'), {
      status: 413,
      [Symbol.for('zorgzaam.HttpError')]: true,
    });
    expect(fromOtherCopy instanceof HttpError).toBe(true);
    expect(new Error('x') instanceof HttpError).toBe(false);
  });

  it('keeps the plain check for subclasses', () => {
    expect(notFound() instanceof HttpError).toBe(true);
    expect(notFound() instanceof ImportRejected).toBe(false);
  });
});
