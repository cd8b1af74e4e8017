import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contact } from '~/lib/messages/shop';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { initContactForms } from './contact.client';

// The form as Contact.astro renders it (the fields and the outputs the script writes to).
const CONTACT_FORM = `
  <form method="post" action="/api/contact" novalidate data-contact-form>
    <label for="c-name">Naam</label><input id="c-name" name="name" required />
    <p data-error-for="name"></p>
    <label for="c-email">E-mailadres</label><input id="c-email" name="email" type="email" required />
    <p data-error-for="email"></p>
    <label for="c-subject">Onderwerp</label><input id="c-subject" name="subject" />
    <label for="c-message">Bericht</label><textarea id="c-message" name="message" required></textarea>
    <p data-error-for="message"></p>
    <button type="submit">${contact.send}</button>
    <p role="status" data-contact-status></p>
  </form>`;

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Naam'), 'Anna');
  await user.type(screen.getByLabelText('E-mailadres'), 'anna@example.nl');
  await user.type(screen.getByLabelText('Bericht'), 'Welke maat past bij mij?');
  await user.click(screen.getByRole('button', { name: contact.send }));
}

describe('contact form (content block script)', () => {
  beforeEach(() => {
    document.body.innerHTML = CONTACT_FORM;
    initContactForms();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the message, thanks the visitor and empties the form', async () => {
    const api = fakeApi({ 'POST /api/contact': { status: 201, json: { status: 'ok' } } });
    await fillIn();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(contact.sent));
    expect(api.calls('POST /api/contact')[0]?.body).toMatchObject({
      name: 'Anna',
      email: 'anna@example.nl',
      message: 'Welke maat past bij mij?',
    });
    expect(screen.getByLabelText('Naam')).toHaveValue('');
  });

  it("puts the server's field errors beside the fields and keeps what was typed", async () => {
    fakeApi({
      'POST /api/contact': {
        status: 422,
        json: { message: 'Controleer de velden.', errors: { message: [contact.messageTooShort] } },
      },
    });
    await fillIn();
    await waitFor(() => expect(screen.getByText(contact.messageTooShort)).toBeInTheDocument());
    expect(screen.getByLabelText('Bericht')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Bericht')).toHaveFocus();
    expect(screen.getByLabelText('Naam')).toHaveValue('Anna');
  });

  it('says sending failed when the server does not answer usefully (section 8)', async () => {
    fakeApi({ 'POST /api/contact': { status: 503, text: '' } });
    await fillIn();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(contact.failure));
    expect(screen.getByRole('button', { name: contact.send })).toBeEnabled();
  });
});
