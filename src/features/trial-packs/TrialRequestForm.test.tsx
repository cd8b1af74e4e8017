import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lookUpStreet } from '~/features/recipients/recipients.actions';
import { messages } from '~/lib/messages';
import { field } from '../../../tests/helpers/dom';
import { serverError } from '../../../tests/helpers/server-error';
import { trialProducts } from '../../../tests/helpers/trial-products';
import TrialRequestForm from './TrialRequestForm';
import { requestTrialPack } from './trial-packs.actions';

vi.mock('./trial-packs.actions', () => ({ requestTrialPack: vi.fn() }));
vi.mock('~/features/recipients/recipients.actions', () => ({ lookUpStreet: vi.fn() }));

const text = messages.trialPack;
const labels = text.contactLabels;

async function fillInAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(labels.email), 'els@example.nl');
  await user.type(field(labels.first_name), 'Els');
  await user.type(field(labels.last_name), 'de Vries');
  await user.type(field(labels.postcode), '1012 JS');
  await user.type(field(labels.house_number), '1');
  await user.tab();
}

describe('TrialRequestForm (/proefpakket)', () => {
  beforeEach(() => {
    vi.mocked(requestTrialPack).mockReset().mockResolvedValue(text.sent);
    vi.mocked(lookUpStreet)
      .mockReset()
      .mockResolvedValue({ street: 'Dam', city: 'Amsterdam', postcode: '1012 JS' });
  });

  it('sends the products in their sizes, the address looked up and the consent, then says what comes next', async () => {
    render(<TrialRequestForm products={trialProducts} initial={11} />);
    // Arriving from a product page, that product is chosen already.
    expect(screen.getByRole('combobox', { name: text.product(1) })).toHaveValue('11');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: text.size(1) }), 'M');
    await user.selectOptions(screen.getByRole('combobox', { name: text.product(2) }), 'Inlegverband');
    await fillInAddress(user);
    await waitFor(() => expect(field(labels.street)).toHaveValue('Dam'));
    expect(field(labels.city)).toHaveValue('Amsterdam');
    await user.click(screen.getByRole('checkbox', { name: text.followUpConsent }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(requestTrialPack).toHaveBeenCalledWith({
      email: 'els@example.nl',
      first_name: 'Els',
      last_name: 'de Vries',
      address: { postcode: '1012 JS', house_number: '1', addition: '', street: 'Dam', city: 'Amsterdam' },
      items: [
        { product_id: 11, variation_id: 111 },
        { product_id: 12, variation_id: null },
      ],
      follow_up_consent: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(text.sent);
  });

  it('asks for a product and for the size of one that has sizes, without sending', async () => {
    render(<TrialRequestForm products={trialProducts} initial={null} />);
    const user = userEvent.setup();
    await fillInAddress(user);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(text.chooseProduct);
    await user.selectOptions(screen.getByRole('combobox', { name: text.product(1) }), 'Comfort Broekje');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(text.sizeRequired);
    expect(screen.getByRole('combobox', { name: text.size(1) })).toHaveAccessibleDescription(
      text.sizeRequired,
    );
    expect(requestTrialPack).not.toHaveBeenCalled();
  });

  it('marks the empty contact fields; the addition may stay empty', async () => {
    render(<TrialRequestForm products={trialProducts} initial={12} />);
    await userEvent.setup().click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.form.fixErrors);
    expect(field(labels.email)).toHaveAccessibleDescription(messages.form.required(labels.email));
    expect(field(labels.addition)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field(labels.email)).toHaveFocus());
    expect(requestTrialPack).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (one pack per household) and keeps the form", async () => {
    vi.mocked(requestTrialPack).mockRejectedValue(serverError(409, { message: text.alreadyThisHousehold }));
    render(<TrialRequestForm products={trialProducts} initial={12} />);
    const user = userEvent.setup();
    await fillInAddress(user);
    await waitFor(() => expect(field(labels.street)).toHaveValue('Dam'));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.alreadyThisHousehold);
    expect(screen.getByRole('button', { name: text.submit })).toBeEnabled();
    expect(field(labels.email)).toHaveValue('els@example.nl');
  });
});
