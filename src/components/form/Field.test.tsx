import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/lib/messages';
import Field from './Field';

describe('Field (the one field of shop and staff forms)', () => {
  it('labels its input, marks it required, and reads the hint and the error with it', () => {
    render(
      <Field name="email" label="E-mailadres" hint="Voor je bevestiging." error="Vul je e-mailadres in." />,
    );
    const input = screen.getByRole('textbox', { name: `E-mailadres ${messages.form.requiredMark}` });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Voor je bevestiging. Vul je e-mailadres in.');
  });

  it('is neither invalid nor described when there is nothing to say, and optional on request', () => {
    render(<Field name="addition" label="Toevoeging" required={false} />);
    const input = screen.getByRole('textbox', { name: 'Toevoeging' });
    expect(input).not.toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('hands its id and aria attributes to another control, and joins a list of errors', () => {
    render(
      <Field label="Btw" density="compact" required={false} error={['Kies 9%', 'of 21%.']}>
        {(control) => (
          <select {...control}>
            <option>9%</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Btw' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Kies 9% of 21%.');
  });
});
