import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { field } from '../../../tests/helpers/dom';
import { fakeApi } from '../../../tests/helpers/fake-api';
import AddressSection from './AddressSection';

const text = messages.savedAddress;
const dam = { postcode: '1012 JS', house_number: '1', addition: null, street: 'Dam', city: 'Amsterdam' };

describe('AddressSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds an address when none is saved yet and shows it', async () => {
    const api = fakeApi({
      'GET /api/account/address': { json: { address: null } },
      'PUT /api/account/address': { json: { address: dam } },
    });
    render(<AddressSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.add }));
    await user.type(field(text.postcodeLabel), '1012 JS');
    await user.type(field(text.houseNumberLabel), '1');
    await user.type(field(text.streetLabel), 'Dam');
    await user.type(field(text.cityLabel), 'Amsterdam');
    await user.click(screen.getByRole('button', { name: messages.accountForms.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.saved);
    expect(screen.getByText(/Dam 1/)).toBeInTheDocument();
    expect(api.calls('PUT /api/account/address')[0]?.body).toMatchObject({
      postcode: '1012 JS',
      house_number: '1',
      street: 'Dam',
      city: 'Amsterdam',
    });
  });

  it('drops the saved addition once another postcode and house number are typed', async () => {
    const api = fakeApi({
      'GET /api/account/address': { json: { address: { ...dam, house_number: '9', addition: 'A' } } },
      'PUT /api/account/address': { json: { address: { ...dam, postcode: '3511 AB', house_number: '12' } } },
    });
    render(<AddressSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.change }));
    expect(field(text.additionLabel)).toHaveValue('A');
    await user.clear(field(text.postcodeLabel));
    await user.type(field(text.postcodeLabel), '3511 AB');
    await user.clear(field(text.houseNumberLabel));
    await user.type(field(text.houseNumberLabel), '12');
    expect(field(text.additionLabel)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: messages.accountForms.save }));
    expect(api.calls('PUT /api/account/address')[0]?.body).toMatchObject({
      postcode: '3511 AB',
      house_number: '12',
      addition: '',
    });
  });

  it('puts a refused postcode beside its field', async () => {
    fakeApi({
      'GET /api/account/address': { json: { address: dam } },
      'PUT /api/account/address': {
        status: 422,
        json: { message: 'Controleer je adres.', errors: { postcode: [text.postcode] } },
      },
    });
    render(<AddressSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.change }));
    await user.clear(field(text.postcodeLabel));
    await user.type(field(text.postcodeLabel), '12');
    await user.click(screen.getByRole('button', { name: messages.accountForms.save }));
    expect(await screen.findByText(text.postcode)).toBeInTheDocument();
    expect(field(text.postcodeLabel)).toHaveAttribute('aria-invalid', 'true');
  });
});
