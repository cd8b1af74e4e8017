import { z } from 'zod';
import { messages } from '~/lib/messages';

/** Reviews by buyers (decision 023): the shapes both sides share and the pure rules. */

const text = messages.reviews;

export const reviewSubmissionSchema = z.object({
  product_id: z.coerce.number().int().positive().max(2_147_483_647),
  rating: z.coerce
    .number({ error: text.ratingRequired })
    .int({ error: text.ratingRequired })
    .min(1, { error: text.ratingRequired })
    .max(5, { error: text.ratingRequired }),
  body: z.string().trim().min(10, { error: text.bodyTooShort }).max(2000, { error: text.bodyTooLong }),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

export const reviewDecisionSchema = z.object({ decision: z.enum(['approved', 'rejected']) });

/** 'Marja', 'van der Veen' -> 'Marja V.': enough to be a person, too little to be found. */
export function authorNameOf(firstName: string, lastName: string): string {
  const initial =
    lastName
      .trim()
      .split(/\s+/)
      .find((word) => /^\p{Lu}/u.test(word))
      ?.charAt(0) ?? lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** Count and average of approved ratings: the average with one decimal (Dutch comma) and in whole stars. */
export function ratingSummary(ratings: number[]): { count: number; average: string; stars: number } | null {
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { count: ratings.length, average: mean.toFixed(1).replace('.', ','), stars: Math.round(mean) };
}

/** An approved review as the product page shows it. */
export interface PublicReview {
  id: number;
  rating: number;
  body: string;
  author: string;
  createdAt: string;
}

/** A review on the product page: says whether the buyer sent every pack back unopened. */
export interface ShownReview extends PublicReview {
  /** Every pack of the product in the order was returned: not "received" (decision 028). */
  returnedUnopened: boolean;
}

/** A review waiting for staff. */
export interface PendingReview extends PublicReview {
  productName: string;
  productSlug: string;
  orderNumber: string;
}
