import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '~/features/account/auth.store';
import { $cartItems, clearCart } from '~/features/cart/cart.store';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { cartLine } from '../../../tests/helpers/cart-lines';
import { field } from '../../../tests/helpers/dom';
import { fakeApi } from '../../../tests/helpers/fake-api';
import CheckoutForm from './CheckoutForm';
import type { CheckoutQuote } from './pricing';

const text = messages.checkout;
const ideal = { id: 'ideal', description: 'iDEAL', image: { size1x: '', size2x: '', svg: '/ideal.svg' } };

function quote(): CheckoutQuote {
  return {
    delivery_options: [
      { method: 'home', label: 'Thuisbezorgd', price_cents: 0, available: true, reason: null },
      {
        method: 'letterbox',
        label: 'Brievenbuspakje',
        price_cents: 0,
        available: false,
        reason: 'Past niet door de brievenbus.',
      },
      { method: 'pickup', label: 'Afhaalpunt', price_cents: 0, available: true, reason: null },
    ],
    delivery: { method: 'home', label: 'Thuisbezorgd', price_cents: 0, pickup_point: null },
    subtotal_cents: 2590,
    discount_cents: 0,
    shipping_cents: 500,
    vat_cents: 256,
    total_cents: 3090,
    lines: [
      {
        product_id: 11,
        product_variation_id: null,
        unit_price_cents: 1295,
        quantity: 2,
        line_total_cents: 2590,
      },
    ],
  };
}

const found = { street: 'Dam', city: 'Amsterdam', postcode: '1012 JS' };

function network(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/payment-methods': { json: { _embedded: { methods: [ideal] } } },
    'POST /api/checkout/quote': { json: quote() },
    'POST /api/check-address': { json: found },
    'POST /api/create-order': { status: 201, json: { redirectUrl: '/betaling/test/1' } },
    'POST /api/create-subscription': { status: 201, json: { redirectUrl: '/betaling/test/2' } },
    ...overrides,
  });
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('E-mailadres'), 'anna@example.nl');
  await user.type(field('Voornaam'), 'Anna');
  await user.type(field('Achternaam'), 'de Vries');
  await user.type(field('Postcode'), '1012js');
  await user.type(field('Huisnummer'), '1');
  await user.tab();
}

describe('CheckoutForm', () => {
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    $cartItems.set([cartLine()]);
  });
  afterEach(() => {
    clearCart();
    vi.unstubAllGlobals();
  });

  it('points an empty cart to the shop', () => {
    network();
    clearCart();
    render(<CheckoutForm />);
    expect(screen.getByText(text.emptyCart)).toBeInTheDocument();
  });

  it('looks up the address: street and city filled and read-only', async () => {
    const api = network();
    const user = userEvent.setup();
    render(<CheckoutForm />);
    await fillAddress(user);
    await waitFor(() => expect(field('Straat')).toHaveValue('Dam'));
    expect(field('Plaats')).toHaveValue('Amsterdam');
    expect(field('Straat')).toHaveAttribute('readonly');
    expect(api.calls('POST /api/check-address')[0]?.body).toEqual({
      postcode: '1012js',
      house_number: '1',
      addition: null,
    });
  });

  it('lets the shopper type street and city when the address is not found', async () => {
    network({ 'POST /api/check-address': { status: 404, json: { message: 'Niet gevonden' } } });
    const user = userEvent.setup();
    render(<CheckoutForm />);
    await fillAddress(user);
    expect(await screen.findByText(text.addressNotFound)).toBeInTheDocument();
    expect(field('Straat')).not.toHaveAttribute('readonly');
    await user.type(field('Straat'), 'Eigen straat');
    expect(field('Straat')).toHaveValue('Eigen straat');
  });

  it('asks for a payment method before sending the order', async () => {
    const api = network();
    const user = userEvent.setup();
    render(<CheckoutForm />);
    await fillAddress(user);
    await waitFor(() => expect(field('Straat')).toHaveValue('Dam'));
    await user.click(screen.getByRole('button', { name: text.toPayment }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.missingPaymentMethod);
    expect(api.calls('POST /api/create-order')).toHaveLength(0);
  });

  it('sends the order with the chosen method and goes to the payment page', async () => {
    const api = network();
    const user = userEvent.setup();
    render(<CheckoutForm />);
    await fillAddress(user);
    await waitFor(() => expect(field('Straat')).toHaveValue('Dam'));
    await user.click(await screen.findByRole('radio', { name: 'iDEAL' }));
    await user.click(screen.getByRole('button', { name: text.payWith('iDEAL') }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/betaling/test/1'));
    const [order] = api.calls('POST /api/create-order');
    expect(order?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(order?.body).toMatchObject({
      customer: { email: 'anna@example.nl', first_name: 'Anna', last_name: 'de Vries' },
      address: { street: 'Dam', street_number: '1', postcode: '1012 JS', city: 'Amsterdam' },
      payment_method: 'ideal',
      is_subscription: false,
      lineItems: [{ product_id: 11, quantity: 2 }],
    });
  });

  it('orders as a business: asks a KvK number of 8 digits and sends company, btw-id and PO reference', async () => {
    const api = network();
    const user = userEvent.setup();
    render(<CheckoutForm />);
    await fillAddress(user);
    await waitFor(() => expect(field('Straat')).toHaveValue('Dam'));
    await user.click(screen.getByRole('checkbox', { name: messages.business.title }));
    await user.type(field(messages.business.companyName), 'Thuiszorg De Linde B.V.');
    await user.type(field(messages.business.kvk), '1234');
    await user.type(field(messages.business.poReference), 'PO-42');
    await user.click(await screen.findByRole('radio', { name: 'iDEAL' }));
    await user.click(screen.getByRole('button', { name: text.payWith('iDEAL') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.business.kvkInvalid);
    expect(field(messages.business.kvk)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/create-order')).toHaveLength(0);
    await user.type(field(messages.business.kvk), '5678');
    await user.click(screen.getByRole('button', { name: text.payWith('iDEAL') }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/betaling/test/1'));
    expect(api.calls('POST /api/create-order')[0]?.body).toMatchObject({
      business: {
        company_name: 'Thuiszorg De Linde B.V.',
        kvk: '12345678',
        vat_id: null,
        po_reference: 'PO-42',
      },
    });
  });

  it("turns 'Zakelijk bestellen' on with the company the account kept from the last business order", async () => {
    setSession('t0k3n', {
      id: 5,
      email: 'inkoop@delinde.example',
      first_name: 'Kim',
      last_name: 'Klant',
      role: 'customer',
    });
    network({
      'GET /api/account/recipients': { json: { recipients: [] } },
      'GET /api/account/address': {
        json: {
          address: {
            postcode: '1012 JS',
            house_number: '1',
            addition: null,
            street: 'Dam',
            city: 'Amsterdam',
            business: { company_name: 'Thuiszorg De Linde B.V.', kvk: '12345678', vat_id: null },
          },
        },
      },
    });
    render(<CheckoutForm />);
    await waitFor(() => expect(field(messages.business.companyName)).toHaveValue('Thuiszorg De Linde B.V.'));
    expect(screen.getByRole('checkbox', { name: messages.business.title })).toBeChecked();
    expect(field(messages.business.kvk)).toHaveValue('12345678');
    clearSession();
  });

  it('starts a subscription when an interval is chosen', async () => {
    const api = network();
    const user = userEvent.setup();
    render(<CheckoutForm />);
    await fillAddress(user);
    await waitFor(() => expect(field('Straat')).toHaveValue('Dam'));
    await user.click(screen.getByRole('radio', { name: new RegExp(messages.subscriptions.every(8), 'i') }));
    await user.click(await screen.findByRole('radio', { name: 'iDEAL' }));
    await user.click(screen.getByRole('button', { name: text.subscribeWith('iDEAL') }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/betaling/test/2'));
    expect(api.calls('POST /api/create-subscription')[0]?.body).toMatchObject({
      is_subscription: true,
      subscription_interval: 8,
    });
  });

  it("shows the server's refusal near the button and lets the shopper try again (section 8)", async () => {
    network({
      'POST /api/create-order': { status: 409, json: { message: 'Comfort Broekje is uitverkocht.' } },
    });
    const user = userEvent.setup();
    render(<CheckoutForm />);
    await fillAddress(user);
    await waitFor(() => expect(field('Straat')).toHaveValue('Dam'));
    await user.click(await screen.findByRole('radio', { name: 'iDEAL' }));
    await user.click(screen.getByRole('button', { name: text.payWith('iDEAL') }));
    expect(await screen.findByText('Comfort Broekje is uitverkocht.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.payWith('iDEAL') })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('falls back to the general order failure when the server sends no message', async () => {
    network({ 'POST /api/create-order': { status: 500, text: '' } });
    const user = userEvent.setup();
    render(<CheckoutForm />);
    await fillAddress(user);
    await waitFor(() => expect(field('Straat')).toHaveValue('Dam'));
    await user.click(await screen.findByRole('radio', { name: 'iDEAL' }));
    await user.click(screen.getByRole('button', { name: text.payWith('iDEAL') }));
    expect(await screen.findByText(text.orderFailure)).toBeInTheDocument();
  });

  it('says so when no payment methods could be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    network({ 'GET /api/payment-methods': { status: 503, text: '' } });
    render(<CheckoutForm />);
    expect(await screen.findByText(text.noPaymentMethods)).toBeInTheDocument();
  });

  it("shows the server's total and says why the letterbox parcel cannot be chosen", async () => {
    network();
    render(<CheckoutForm />);
    expect(await screen.findByText('Past niet door de brievenbus.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Brievenbuspakje/ })).toBeDisabled();
    expect(screen.getAllByText(/€\s30,90/u).length).toBeGreaterThan(0);
  });

  it('preselects the letterbox parcel for a small order, says why, and keeps the shopper’s own choice', async () => {
    const small = quote();
    small.delivery_options = [
      { method: 'home', label: 'Thuisbezorgd', price_cents: 500, available: true, reason: null },
      { method: 'letterbox', label: 'Brievenbuspakje', price_cents: 350, available: true, reason: null },
      { method: 'pickup', label: 'Afhaalpunt', price_cents: 500, available: true, reason: null },
    ];
    const api = network({ 'POST /api/checkout/quote': { json: small } });
    render(<CheckoutForm />);
    const letterbox = await screen.findByRole('radio', { name: /Brievenbuspakje/ });
    await waitFor(() => expect(letterbox).toBeChecked());
    expect(
      await screen.findByText(messages.deliveryChoice.letterboxSuggested(formatEuro(350), formatEuro(500)), {
        normalizer: (value) => value,
      }),
    ).toBeInTheDocument();
    // The quote asked for is the letterbox parcel's.
    await waitFor(() =>
      expect(api.sent.filter((r) => r.path === '/api/checkout/quote').at(-1)?.body).toMatchObject({
        delivery: { method: 'letterbox' },
      }),
    );
    await userEvent.setup().click(screen.getByRole('radio', { name: /Thuisbezorgd/ }));
    expect(screen.getByRole('radio', { name: /Thuisbezorgd/ })).toBeChecked();
    await waitFor(() => expect(screen.queryByText(/We kozen een brievenbuspakje/)).not.toBeInTheDocument());
    // A later quote does not undo what the shopper chose.
    expect(screen.getByRole('radio', { name: /Thuisbezorgd/ })).toBeChecked();
  });
});
