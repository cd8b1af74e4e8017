import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { field } from '../../../tests/helpers/dom';
import { savedRecipient } from '../../../tests/helpers/saved-recipients';
import { serverError } from '../../../tests/helpers/server-error';
import RecipientsSection from './RecipientsSection';
import { addRecipient, deleteRecipient, fetchRecipients, lookUpStreet } from './recipients.actions';

vi.mock('./recipients.actions', () => ({
  fetchRecipients: vi.fn(),
  addRecipient: vi.fn(),
  deleteRecipient: vi.fn(),
  lookUpStreet: vi.fn(),
}));

const text = messages.recipients;

describe('RecipientsSection (account)', () => {
  beforeEach(() => {
    vi.mocked(fetchRecipients).mockReset().mockResolvedValue([savedRecipient()]);
    vi.mocked(addRecipient).mockReset();
    vi.mocked(deleteRecipient).mockReset().mockResolvedValue({});
    vi.mocked(lookUpStreet).mockReset().mockResolvedValue(null);
  });

  it('lists the saved recipients with name and address, and removes one', async () => {
    render(<RecipientsSection />);
    expect(await screen.findByText('Moeder')).toBeInTheDocument();
    expect(screen.getByText('Els de Vries')).toBeInTheDocument();
    expect(screen.getByText('Dam 1 A, 1012 JS Amsterdam')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: text.remove('Moeder') }));
    expect(deleteRecipient).toHaveBeenCalledWith(3);
    expect(await screen.findByRole('status')).toHaveTextContent(text.removed);
    expect(screen.queryByText('Moeder')).not.toBeInTheDocument();
  });

  it('adds a recipient: the label and the address are sent, the street looked up', async () => {
    vi.mocked(fetchRecipients).mockResolvedValue([]);
    vi.mocked(lookUpStreet).mockResolvedValue({ street: 'Dam', city: 'Amsterdam', postcode: '1012 JS' });
    vi.mocked(addRecipient).mockResolvedValue(savedRecipient({ id: 9, label: 'Oma', addition: null }));
    render(<RecipientsSection />);
    expect(await screen.findByText(text.none)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.add }));
    await user.type(field(text.label), 'Oma');
    await user.type(field(text.firstName), 'Els');
    await user.type(field(text.lastName), 'de Vries');
    await user.type(field(text.postcode), '1012JS');
    await user.type(field(text.houseNumber), '1');
    await user.tab();
    await waitFor(() => expect(field(text.city)).toHaveValue('Amsterdam'));
    await user.click(screen.getByRole('button', { name: messages.accountForms.save }));
    expect(addRecipient).toHaveBeenCalledWith({
      label: 'Oma',
      first_name: 'Els',
      last_name: 'de Vries',
      postcode: '1012 JS',
      house_number: '1',
      addition: '',
      street: 'Dam',
      city: 'Amsterdam',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(text.saved);
    expect(screen.getByText('Oma')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: text.add })).not.toBeInTheDocument();
  });

  it("puts the server's field errors at the form's own fields and keeps what was typed", async () => {
    vi.mocked(addRecipient).mockRejectedValue(
      serverError(422, {
        message: messages.form.fixErrors,
        errors: { label: [text.labelRequired], street: [text.streetRequired] },
      }),
    );
    render(<RecipientsSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.add }));
    await user.type(field(text.firstName), 'Els');
    await user.click(screen.getByRole('button', { name: messages.accountForms.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.form.fixErrors);
    expect(field(text.label)).toHaveAccessibleDescription(`${text.labelHint} ${text.labelRequired}`);
    expect(field(text.street)).toHaveAccessibleDescription(text.streetRequired);
    expect(field(text.firstName)).toHaveValue('Els');
  });

  it('says so when a removal fails, and shows an empty list when the recipients cannot load', async () => {
    vi.mocked(deleteRecipient).mockRejectedValue(serverError(404, { message: text.notFound }));
    const { unmount } = render(<RecipientsSection />);
    await userEvent.setup().click(await screen.findByRole('button', { name: text.remove('Moeder') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.notFound);
    unmount();

    vi.mocked(fetchRecipients).mockRejectedValue(new Error('network'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<RecipientsSection />);
    expect(await screen.findByText(text.none)).toBeInTheDocument();
  });
});
