import { useCallback, useState } from 'react';
import FormAlert from '~/components/form/FormAlert';
import AdminShell from '~/components/staff/AdminShell';
import { useStaffData } from '~/components/staff/use-staff-data';
import type { PendingReview } from '~/features/reviews/reviews';
import { formatDateTime } from '~/lib/dates';
import { failureMessage } from '~/lib/http';
import * as careTexts from '~/lib/messages/care';
import * as staffTexts from '~/lib/messages/staff';
import { productPath } from '~/lib/routes';
import { decideReview, fetchPendingReviews } from './review-admin.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  admin: staffTexts.admin,
  reviews: careTexts.reviews,
  reviewsScreen: careTexts.reviewsScreen,
};

const screen = messages.reviewsScreen;
const text = messages.reviews;

/** /admin/reviews: reviews by buyers wait here until staff approve or reject them (decision 023). */
export default function ReviewsAdminPage() {
  return (
    <AdminShell requires="editor" current="reviews" title={screen.title}>
      {() => <PendingList />}
    </AdminShell>
  );
}

function PendingList() {
  const load = useCallback(() => fetchPendingReviews(), []);
  const { data, setData, error } = useStaffData(load);
  const [status, setStatus] = useState('');
  const [actionError, setActionError] = useState('');

  const decide = async (review: PendingReview, decision: 'approved' | 'rejected') => {
    setActionError('');
    try {
      await decideReview(review.id, decision);
      setData((current) => current && { reviews: current.reviews.filter((other) => other.id !== review.id) });
      setStatus(`${review.productName}: ${decision === 'approved' ? screen.approved : screen.rejected}`);
    } catch (failure) {
      setActionError(await failureMessage(failure, messages.admin.actionFailed));
    }
  };

  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
      <p className="max-w-3xl text-lg text-ink-soft">{screen.intro}</p>
      <p role="status" className="text-lg font-semibold text-brand-800">
        {status}
      </p>
      <FormAlert text={actionError || error || ''} />
      {data &&
        (data.reviews.length === 0 ? (
          <p className="text-lg">{screen.none}</p>
        ) : (
          <ul className="grid gap-4" aria-label={screen.listLabel}>
            {data.reviews.map((review) => (
              <li key={review.id} className="rounded-2xl border border-surface-line bg-white p-5">
                <h2 className="text-xl font-bold">
                  <a href={productPath(review.productSlug)} className="rounded underline focus-ring">
                    {review.productName}
                  </a>
                </h2>
                <p className="mt-1 text-base text-ink-soft">
                  {screen.order} {review.orderNumber} · {review.author} · {formatDateTime(review.createdAt)}
                </p>
                <p className="mt-2 text-lg font-semibold">{text.stars(review.rating)}</p>
                <p className="mt-1 text-lg [overflow-wrap:anywhere]">{review.body}</p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <button type="button" className="btn-primary" onClick={() => decide(review, 'approved')}>
                    {screen.approve}
                    <span className="sr-only"> ({review.productName})</span>
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => decide(review, 'rejected')}>
                    {screen.reject}
                    <span className="sr-only"> ({review.productName})</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
