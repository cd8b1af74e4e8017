import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '~/lib/messages';
import { field } from '../../../tests/helpers/dom';
import RecipientFields, { EMPTY_RECIPIENT } from './RecipientFields';

const text = messages.recipients;

function Form(props: { errors?: Record<string, string>; onAddressBlur?: () => void }) {
  const [values, setValues] = useState(EMPTY_RECIPIENT);
  return (
    <form aria-label="ontvanger">
      <RecipientFields
        prefix="recipient_"
        values={values}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        onAddressBlur={props.onAddressBlur}
        errors={props.errors ?? {}}
      />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe('RecipientFields', () => {
  it("names the recipient's fields with the prefix and keeps what is typed", async () => {
    render(<Form />);
    const user = userEvent.setup();
    await user.type(field(text.firstName), 'Els');
    await user.type(field(text.city), 'Amsterdam');
    expect(field(text.firstName)).toHaveAttribute('name', 'recipient_first_name');
    expect(field(text.addition)).not.toBeRequired();
    expect(field(text.street)).toBeRequired();
    expect(JSON.parse(screen.getByRole('status').textContent!)).toMatchObject({
      first_name: 'Els',
      city: 'Amsterdam',
    });
  });

  it('asks for the street when postcode or house number is left', async () => {
    const onAddressBlur = vi.fn();
    render(<Form onAddressBlur={onAddressBlur} />);
    const user = userEvent.setup();
    await user.type(field(text.postcode), '1012 JS');
    await user.type(field(text.houseNumber), '1');
    await user.tab();
    expect(onAddressBlur).toHaveBeenCalledTimes(2);
  });

  it('shows each error under its own field', () => {
    render(<Form errors={{ recipient_street: text.streetRequired, recipient_city: text.cityRequired }} />);
    expect(field(text.street)).toBeInvalid();
    expect(field(text.street)).toHaveAccessibleDescription(text.streetRequired);
    expect(field(text.city)).toHaveAccessibleDescription(text.cityRequired);
    expect(field(text.firstName)).not.toHaveAttribute('aria-invalid');
  });
});
