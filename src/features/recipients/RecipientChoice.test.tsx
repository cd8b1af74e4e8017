import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '~/features/account/account';
import { messages } from '~/lib/messages';
import { field } from '../../../tests/helpers/dom';
import { savedRecipient } from '../../../tests/helpers/saved-recipients';
import RecipientChoice from './RecipientChoice';
import { fetchRecipients, lookUpStreet } from './recipients.actions';
import { useRecipient } from './use-recipient';

vi.mock('./recipients.actions', () => ({ fetchRecipients: vi.fn(), lookUpStreet: vi.fn() }));

const text = messages.recipients;
const customer = {
  id: 1,
  email: 'klant@example.nl',
  first_name: 'K',
  last_name: 'L',
  role: 'customer',
} as User;

/** The checkout's use of it: the hook's state, the choice, and what the order would carry. */
function Checkout({ user, errors = {} }: { user: User | null; errors?: Record<string, string> }) {
  const recipient = useRecipient(user);
  return (
    <>
      <RecipientChoice recipient={recipient} errors={errors} clearError={() => {}} />
      <output>{JSON.stringify(recipient.submission())}</output>
    </>
  );
}
const sent = () => JSON.parse(screen.getByRole('status').textContent!);

describe('RecipientChoice (checkout)', () => {
  beforeEach(() => {
    vi.mocked(fetchRecipients).mockReset();
    vi.mocked(lookUpStreet).mockReset();
  });

  it('orders for the buyer unless someone else is chosen', async () => {
    render(<Checkout user={null} />);
    expect(screen.getByRole('radio', { name: text.forMyself })).toBeChecked();
    expect(sent()).toEqual({});
    expect(fetchRecipients).not.toHaveBeenCalled();
  });

  it("sends a new recipient's address typed in, looked up by postcode, kept under a name when logged in", async () => {
    vi.mocked(fetchRecipients).mockResolvedValue([]);
    vi.mocked(lookUpStreet).mockResolvedValue({ street: 'Dam', city: 'Amsterdam', postcode: '1012 JS' });
    render(<Checkout user={customer} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: text.forSomeoneElse }));
    expect(screen.getByText(text.explain)).toBeInTheDocument();
    await user.type(field(text.firstName), 'Els');
    await user.type(field(text.lastName), 'de Vries');
    await user.type(field(text.postcode), '1012js');
    await user.type(field(text.houseNumber), '1');
    await user.tab();
    await waitFor(() => expect(field(text.street)).toHaveValue('Dam'));
    expect(lookUpStreet).toHaveBeenLastCalledWith('1012js', '1', '');
    await user.click(screen.getByRole('checkbox', { name: text.save }));
    await user.type(field(text.label), 'Moeder');
    expect(sent()).toEqual({
      recipient: {
        first_name: 'Els',
        last_name: 'de Vries',
        postcode: '1012 JS',
        house_number: '1',
        addition: '',
        street: 'Dam',
        city: 'Amsterdam',
        save_as: 'Moeder',
      },
    });
  });

  it("offers the account's saved recipients, the first chosen, and sends only its id", async () => {
    vi.mocked(fetchRecipients).mockResolvedValue([
      savedRecipient(),
      savedRecipient({ id: 4, label: 'Vader', first_name: 'Jan' }),
    ]);
    render(<Checkout user={customer} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: text.forSomeoneElse }));
    const mother = await screen.findByRole('radio', { name: /Moeder/ });
    expect(mother).toBeChecked();
    expect(mother.closest('label')).toHaveTextContent('Els de Vries, Dam 1 A, 1012 JS Amsterdam');
    expect(sent()).toEqual({ recipient_id: 3 });
    await user.click(screen.getByRole('radio', { name: /Vader/ }));
    expect(sent()).toEqual({ recipient_id: 4 });
    await user.click(screen.getByRole('radio', { name: text.newRecipient }));
    expect(field(text.firstName)).toHaveValue('');
  });

  it("shows the server's errors at the recipient's fields; a guest cannot keep a recipient", async () => {
    render(<Checkout user={null} errors={{ recipient_street: text.streetRequired }} />);
    await userEvent.setup().click(screen.getByRole('radio', { name: text.forSomeoneElse }));
    expect(field(text.street)).toHaveAccessibleDescription(text.streetRequired);
    expect(screen.queryByRole('checkbox', { name: text.save })).not.toBeInTheDocument();
  });
});
