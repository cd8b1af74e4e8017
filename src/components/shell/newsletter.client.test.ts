import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsletter } from '~/lib/messages/shop';
import { fakeApi } from '../../../tests/helpers/fake-api';
import { initNewsletterForm } from './newsletter.client';

// The footer's form as SiteFooter.astro renders it, brought to life by its page script.
const FOOTER_FORM = `
  <form novalidate data-newsletter-form>
    <label for="newsletter-email">E-mailadres</label>
    <input id="newsletter-email" name="email" type="email" required aria-describedby="newsletter-message" />
    <button type="submit">Aanmelden</button>
  </form>
  <p id="newsletter-message" data-newsletter-message role="status"></p>`;

describe('newsletter sign-up (footer script)', () => {
  beforeEach(() => {
    document.body.innerHTML = FOOTER_FORM;
    initNewsletterForm();
  });
  afterEach(() => vi.unstubAllGlobals());

  const input = () => screen.getByRole('textbox', { name: /e-mail/i });
  const send = () => screen.getByRole('button', { name: /aanmelden/i });

  it('signs up, thanks the visitor and empties the field', async () => {
    const api = fakeApi({ 'POST /api/newsletter-signup': { status: 201, json: { status: 'ok' } } });
    const user = userEvent.setup();
    await user.type(input(), 'anna@example.nl');
    await user.click(send());
    await waitFor(() => expect(screen.getByText(newsletter.success)).toBeInTheDocument());
    expect(api.calls('POST /api/newsletter-signup')[0]?.body).toEqual({ email: 'anna@example.nl' });
    expect(input()).toHaveValue('');
  });

  it('asks for an address without calling the server when the field is empty', async () => {
    const api = fakeApi({});
    await userEvent.setup().click(send());
    await waitFor(() => expect(screen.getByText(newsletter.emptyEmail)).toBeInTheDocument());
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(0);
  });

  it('names a malformed address without calling the server', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    await user.type(input(), 'marja@');
    await user.click(send());
    await waitFor(() => expect(screen.getByText(newsletter.invalidEmail)).toBeInTheDocument());
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(0);
  });

  it("shows the server's field message, else the general failure (section 8)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      'POST /api/newsletter-signup': {
        status: 422,
        json: { message: 'x', errors: { email: ['Dit adres kan niet.'] } },
      },
    });
    const user = userEvent.setup();
    await user.type(input(), 'anna@example.nl');
    await user.click(send());
    await waitFor(() => expect(screen.getByText('Dit adres kan niet.')).toBeInTheDocument());
    fakeApi({ 'POST /api/newsletter-signup': { status: 500, text: '' } });
    await user.click(send());
    await waitFor(() => expect(screen.getByText(newsletter.failure)).toBeInTheDocument());
    expect(input()).toHaveValue('anna@example.nl');
  });
});
