import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import type { PendingReview } from '~/features/reviews/reviews';
import { messages } from '~/lib/messages';
import { productPath } from '~/lib/routes';
import { serverError } from '../../../../tests/helpers/server-error';
import { asStaff } from '../../../../tests/helpers/staff';
import ReviewsAdminPage from './ReviewsAdminPage';
import { decideReview, fetchPendingReviews } from './review-admin.actions';

vi.mock('./review-admin.actions', () => ({ fetchPendingReviews: vi.fn(), decideReview: vi.fn() }));

const screenText = messages.reviewsScreen;
const review = (id: number, productName: string): PendingReview => ({
  id,
  rating: 4,
  body: 'Houdt goed, ook s nachts.',
  author: 'Marja',
  createdAt: '2026-11-20T10:00:00Z',
  productName,
  productSlug: productName.toLowerCase().replace(/ /g, '-'),
  orderNumber: 'ZZ-000042',
});

describe('ReviewsAdminPage', () => {
  beforeEach(() => {
    vi.mocked(fetchPendingReviews)
      .mockReset()
      .mockResolvedValue({ reviews: [review(1, 'Pants Heren'), review(2, 'Comfort Broekje')] });
    vi.mocked(decideReview).mockReset().mockResolvedValue({ id: 1, status: 'approved' });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows each waiting review with product, order, author, stars and text', async () => {
    asStaff('editor');
    render(<ReviewsAdminPage />);
    const list = await screen.findByRole('list', { name: screenText.listLabel });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Pants Heren' })).toHaveAttribute(
      'href',
      productPath('pants-heren'),
    );
    expect(first).toHaveTextContent('ZZ-000042');
    expect(first).toHaveTextContent('Marja');
    expect(first).toHaveTextContent(messages.reviews.stars(4));
    expect(first).toHaveTextContent('Houdt goed, ook s nachts.');
  });

  it('approves or rejects a review, says which, and takes it off the list', async () => {
    asStaff('editor');
    render(<ReviewsAdminPage />);
    await screen.findByRole('list', { name: screenText.listLabel });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${screenText.approve} (Pants Heren)` }));
    expect(decideReview).toHaveBeenCalledWith(1, 'approved');
    expect(await screen.findByRole('status')).toHaveTextContent(`Pants Heren: ${screenText.approved}`);
    expect(screen.queryByRole('link', { name: 'Pants Heren' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${screenText.reject} (Comfort Broekje)` }));
    expect(decideReview).toHaveBeenLastCalledWith(2, 'rejected');
    expect(await screen.findByText(screenText.none)).toBeInTheDocument();
  });

  it('keeps a review on the list with the server’s reason when the decision is refused', async () => {
    vi.mocked(decideReview).mockRejectedValue(serverError(409, { message: screenText.decided }));
    asStaff('editor');
    render(<ReviewsAdminPage />);
    await screen.findByRole('list', { name: screenText.listLabel });
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: `${screenText.approve} (Pants Heren)` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(screenText.decided);
    expect(screen.getByRole('link', { name: 'Pants Heren' })).toBeInTheDocument();
  });

  it('says when none wait, and tells a customer the screen is for staff', async () => {
    vi.mocked(fetchPendingReviews).mockResolvedValue({ reviews: [] });
    asStaff('editor');
    const { unmount } = render(<ReviewsAdminPage />);
    expect(await screen.findByText(screenText.none)).toBeInTheDocument();
    unmount();
    asStaff('customer');
    render(<ReviewsAdminPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.admin.noAccess);
  });
});
