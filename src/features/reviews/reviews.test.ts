import { describe, expect, it } from 'vitest';
import { authorNameOf, ratingSummary, reviewSubmissionSchema } from './reviews';

describe('reviews', () => {
  it('shows a first name and one initial, the family name itself never', () => {
    expect(authorNameOf('Marja', 'Visser')).toBe('Marja V.');
    expect(authorNameOf('Kees', 'van der Veen')).toBe('Kees V.');
    expect(authorNameOf('Ria', '')).toBe('Ria');
  });

  it('averages approved ratings with one decimal, nothing without reviews', () => {
    expect(ratingSummary([])).toBeNull();
    expect(ratingSummary([5, 4, 4])).toEqual({ count: 3, average: '4,3', stars: 4 });
  });

  it('asks 1 to 5 stars and a few words', () => {
    expect(
      reviewSubmissionSchema.safeParse({ product_id: 1, rating: 6, body: 'Prima broekje hoor' }).success,
    ).toBe(false);
    expect(reviewSubmissionSchema.safeParse({ product_id: 1, rating: 4, body: 'kort' }).success).toBe(false);
    expect(
      reviewSubmissionSchema.safeParse({ product_id: '1', rating: '4', body: 'Zit goed, blijft droog.' })
        .success,
    ).toBe(true);
  });
});
