import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/lib/messages';
import { trialProducts } from '../../../tests/helpers/trial-products';
import TrialProductPicker, { type TrialSlot } from './TrialProductPicker';

const text = messages.trialPack;

function Slot({ error }: { error?: string }) {
  const [slot, setSlot] = useState<TrialSlot>({ productId: '', sizeId: '' });
  return (
    <>
      <TrialProductPicker index={1} slot={slot} products={trialProducts} onChange={setSlot} error={error} />
      <output>{JSON.stringify(slot)}</output>
    </>
  );
}
const chosen = () => JSON.parse(screen.getByRole('status').textContent!);

describe('TrialProductPicker', () => {
  it('offers every product, and the sizes of the product chosen', async () => {
    render(<Slot />);
    const product = screen.getByRole('combobox', { name: text.product(2) });
    expect(product).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: text.size(2) })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(product, 'Comfort Broekje');
    await user.selectOptions(screen.getByRole('combobox', { name: text.size(2) }), 'L');
    expect(chosen()).toEqual({ productId: '11', sizeId: '112' });
    // Another product drops the size chosen for the first; one without sizes asks none.
    await user.selectOptions(product, 'Inlegverband');
    expect(chosen()).toEqual({ productId: '12', sizeId: '' });
    expect(screen.queryByRole('combobox', { name: text.size(2) })).not.toBeInTheDocument();
  });

  it('shows a missing size as the size field’s error', async () => {
    render(<Slot error={text.sizeRequired} />);
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: text.product(2) }), 'Comfort Broekje');
    const size = screen.getByRole('combobox', { name: text.size(2) });
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAccessibleDescription(text.sizeRequired);
  });
});
