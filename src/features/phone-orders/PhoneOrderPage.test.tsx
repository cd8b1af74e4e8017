import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/features/account/auth.store';
import type { CheckoutQuote } from '~/features/checkout/pricing';
import { phoneOrders as text } from '~/lib/messages/phone-orders';
import { serverError } from '../../../tests/helpers/server-error';
import { asStaff } from '../../../tests/helpers/staff';
import PhoneOrderPage from './PhoneOrderPage';
import type { PhoneCustomer } from './phone-orders';
import {
  fetchPhoneProducts,
  findPhoneCustomers,
  placePhoneOrder,
  quotePhoneOrder,
} from './phone-orders.actions';

vi.mock('./phone-orders.actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./phone-orders.actions')>()),
  findPhoneCustomers: vi.fn(),
  fetchPhoneProducts: vi.fn(),
  quotePhoneOrder: vi.fn(),
  placePhoneOrder: vi.fn(),
}));

const riet: PhoneCustomer = {
  id: 7,
  email: 'riet@example.nl',
  first_name: 'Riet',
  last_name: 'de Boer',
  address: { postcode: '3511 AB', house_number: '12', addition: null, street: 'Oudegracht', city: 'Utrecht' },
  recipients: [
    {
      id: 3,
      label: 'Moeder',
      first_name: 'Ans',
      last_name: 'de Boer',
      postcode: '1011 AB',
      house_number: '3',
      city: 'Amsterdam',
    },
  ],
};

const quote: CheckoutQuote = {
  delivery_options: [
    { method: 'home', label: 'Thuisbezorgd', price_cents: 0, available: true, reason: null },
    { method: 'letterbox', label: 'Brievenbus', price_cents: 350, available: false, reason: 'Past niet.' },
    { method: 'pickup', label: 'Ophaalpunt', price_cents: 0, available: true, reason: null },
  ],
  delivery: { method: 'home', label: 'Thuisbezorgd', price_cents: 0, pickup_point: null },
  subtotal_cents: 3300,
  discount_cents: 0,
  shipping_cents: 0,
  vat_cents: 272,
  total_cents: 3300,
  lines: [],
};

describe('PhoneOrderPage', () => {
  beforeEach(() => {
    vi.mocked(findPhoneCustomers)
      .mockReset()
      .mockResolvedValue({ customers: [riet] });
    vi.mocked(fetchPhoneProducts)
      .mockReset()
      .mockResolvedValue({
        products: [
          {
            id: 1,
            name: 'Pants',
            price_cents: 1500,
            stock: 0,
            variations: [{ id: 11, name: 'Medium', price_cents: 1650, stock: 20 }],
          },
        ],
      });
    vi.mocked(quotePhoneOrder).mockReset().mockResolvedValue(quote);
    vi.mocked(placePhoneOrder)
      .mockReset()
      .mockResolvedValue({ number: 'ZZ-100042', email: 'riet@example.nl', total_cents: 3300 });
  });
  afterEach(() => clearSession());

  async function chooseRietAndPants() {
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: new RegExp(text.findLabel) }), 'riet');
    await user.click(screen.getByRole('button', { name: text.find }));
    await user.click(await screen.findByRole('button', { name: `${text.choose} Riet de Boer` }));
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(text.product) }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(text.size) }), '11');
    await user.clear(screen.getByRole('spinbutton', { name: new RegExp(text.quantity) }));
    await user.type(screen.getByRole('spinbutton', { name: new RegExp(text.quantity) }), '2');
    await user.click(screen.getByRole('button', { name: text.addLine }));
    return user;
  }

  it('finds the customer, fills her address, prices the lines on the server and places the order', async () => {
    asStaff('order_handler');
    render(<PhoneOrderPage />);
    const user = await chooseRietAndPants();
    expect(screen.getByText(/Riet de Boer, riet@example.nl/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(text.street) })).toHaveValue('Oudegracht');
    expect(await screen.findByText('2 × Pants (Medium)')).toBeInTheDocument();
    await waitFor(() =>
      expect(quotePhoneOrder).toHaveBeenLastCalledWith(
        expect.objectContaining({
          customer_id: 7,
          lines: [{ product_id: 1, product_variation_id: 11, quantity: 2 }],
        }),
      ),
    );
    const summary = screen.getByRole('region', { name: text.summaryStep });
    expect(within(summary).getAllByText(/€\s33,00/u).length).toBeGreaterThan(0);
    // Pickup needs a point chosen with the caller: not offered on the phone; a letterbox that does not fit is disabled.
    expect(screen.queryByRole('radio', { name: /Ophaalpunt/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Brievenbus/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Moeder: Ans de Boer/ }));
    await user.click(screen.getByRole('button', { name: text.place }));
    expect(placePhoneOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        customer_id: 7,
        new_customer: null,
        recipient_id: 3,
        address: expect.objectContaining({ street: 'Oudegracht', postcode: '3511 AB' }),
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(text.placed('ZZ-100042', 'riet@example.nl'));
    expect(screen.getByRole('link', { name: text.viewOrder })).toHaveAttribute(
      'href',
      '/admin/orders/ZZ-100042',
    );
  });

  it('takes the cheapest delivery that fits until staff choose another', async () => {
    const fits = {
      ...quote,
      delivery_options: quote.delivery_options.map((option) =>
        option.method === 'letterbox'
          ? { ...option, available: true, reason: null }
          : { ...option, price_cents: 500 },
      ),
    };
    vi.mocked(quotePhoneOrder).mockResolvedValue(fits);
    asStaff('order_handler');
    render(<PhoneOrderPage />);
    const user = await chooseRietAndPants();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Brievenbus/ })).toBeChecked());
    expect(quotePhoneOrder).toHaveBeenLastCalledWith(
      expect.objectContaining({ delivery: { method: 'letterbox' } }),
    );
    await user.click(screen.getByRole('radio', { name: /Thuisbezorgd/ }));
    await waitFor(() =>
      expect(quotePhoneOrder).toHaveBeenLastCalledWith(
        expect.objectContaining({ delivery: { method: 'home' } }),
      ),
    );
    expect(screen.getByRole('radio', { name: /Thuisbezorgd/ })).toBeChecked();
  });

  it('creates a new customer and shows the server’s refusal when her address already has an account', async () => {
    vi.mocked(placePhoneOrder).mockRejectedValue(serverError(409, { message: text.emailTaken }));
    asStaff('order_handler');
    render(<PhoneOrderPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.newCustomer }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(text.email) }), 'riet@example.nl');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${text.firstName}`) }), 'Riet');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${text.lastName}`) }), 'de Boer');
    await user.click(screen.getByRole('button', { name: text.place }));
    expect(placePhoneOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        customer_id: null,
        new_customer: { email: 'riet@example.nl', first_name: 'Riet', last_name: 'de Boer' },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text.emailTaken);
  });

  it('asks for a customer before placing, and says when nobody was found', async () => {
    vi.mocked(findPhoneCustomers).mockResolvedValue({ customers: [] });
    asStaff('order_handler');
    render(<PhoneOrderPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: new RegExp(text.findLabel) }), 'onbekend');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(text.noCustomers)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.place }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.chooseCustomerFirst);
    expect(placePhoneOrder).not.toHaveBeenCalled();
  });

  it('is not for editors', async () => {
    asStaff('editor');
    render(<PhoneOrderPage />);
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.place })).not.toBeInTheDocument();
  });
});
