import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, clearSession } from '~/features/account/auth.store';
import { messages } from '~/lib/messages';
import { field } from '../../../tests/helpers/dom';
import { serverError } from '../../../tests/helpers/server-error';
import ComplaintForm from './ComplaintForm';
import { submitComplaint } from './product-safety.actions';

vi.mock('./product-safety.actions', () => ({ submitComplaint: vi.fn() }));

const text = messages.productSafety;

async function fillIn(values: { email?: string; product?: string; description?: string }) {
  const user = userEvent.setup();
  if (values.email) await user.type(field(text.complaintEmail), values.email);
  if (values.product) await user.type(field(text.productLabel), values.product);
  if (values.description) await user.type(field(text.descriptionLabel), values.description);
  await user.click(screen.getByRole('button', { name: text.complaintSubmit }));
}

describe('ComplaintForm', () => {
  beforeEach(() => {
    vi.mocked(submitComplaint).mockReset().mockResolvedValue(text.complaintReceived);
  });
  afterEach(() => clearSession());

  it('sends the complaint with the order number it came with and shows the answer', async () => {
    render(<ComplaintForm orderNumber="ZZ-000042" />);
    expect(field(text.orderNumberLabel)).toHaveValue('ZZ-000042');
    await fillIn({
      email: 'marja@example.nl',
      product: 'Pants Heren',
      description: 'De plakstrip laat los.',
    });
    expect(submitComplaint).toHaveBeenCalledWith({
      order_number: 'ZZ-000042',
      email: 'marja@example.nl',
      product: 'Pants Heren',
      description: 'De plakstrip laat los.',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(text.complaintReceived);
    expect(screen.queryByRole('button', { name: text.complaintSubmit })).not.toBeInTheDocument();
  });

  it("fills in a logged-in customer's e-mail address", async () => {
    $user.set({
      id: 1,
      email: 'klant@example.nl',
      first_name: 'K',
      last_name: 'L',
      role: 'customer',
    } as never);
    render(<ComplaintForm orderNumber="ZZ-000042" />);
    expect(field(text.complaintEmail)).toHaveValue('klant@example.nl');
    await fillIn({ product: 'Pants Heren', description: 'Lekt.' });
    expect(submitComplaint).toHaveBeenCalledWith(expect.objectContaining({ email: 'klant@example.nl' }));
  });

  it('marks what is missing without sending, and focuses it', async () => {
    render(<ComplaintForm orderNumber="" />);
    await fillIn({ email: 'marja@example.nl' });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.form.fixErrors);
    expect(field(text.productLabel)).toBeInvalid();
    expect(field(text.descriptionLabel)).toBeInvalid();
    expect(field(text.descriptionLabel)).toHaveAccessibleDescription(
      messages.form.required(text.descriptionLabel),
    );
    expect(submitComplaint).not.toHaveBeenCalled();
    await waitFor(() => expect(field(text.orderNumberLabel)).toHaveFocus());
  });

  it("shows the server's refusal and its field message next to the field", async () => {
    vi.mocked(submitComplaint).mockRejectedValue(
      serverError(422, { message: text.orderNotMatched, errors: { order_number: [text.orderNotMatched] } }),
    );
    render(<ComplaintForm orderNumber="ZZ-999999" />);
    await fillIn({ email: 'marja@example.nl', product: 'Pants Heren', description: 'Lekt.' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.orderNotMatched);
    expect(field(text.orderNumberLabel)).toHaveAccessibleDescription(text.orderNotMatched);
  });
});
