import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '~/lib/messages';
import RefillReminderChoice from './RefillReminderChoice';
import { useRefillReminder } from './use-refill-reminder';

const text = messages.refill;

/** The checkout's use of it: the choice, and what the order would carry. */
function Checkout({ oneOff }: { oneOff: boolean }) {
  const refill = useRefillReminder();
  return (
    <>
      <RefillReminderChoice refill={refill} oneOff={oneOff} />
      <output>{JSON.stringify(refill.submission(oneOff))}</output>
    </>
  );
}
const sent = () => JSON.parse(screen.getByRole('status').textContent!);

describe('RefillReminderChoice (checkout)', () => {
  it('is off until the buyer ticks it, then asks how many a day and sends that', async () => {
    render(<Checkout oneOff />);
    const optIn = screen.getByRole('checkbox', { name: new RegExp(text.optIn) });
    expect(optIn).not.toBeChecked();
    expect(optIn).toHaveAccessibleDescription(text.optInHint);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(sent()).toEqual({});

    const user = userEvent.setup();
    await user.click(optIn);
    expect(sent()).toEqual({ refill_reminder: { per_day: 3 } });
    await user.selectOptions(screen.getByRole('combobox', { name: text.perDay }), text.perDayOption(5));
    expect(sent()).toEqual({ refill_reminder: { per_day: 5 } });
    await user.click(optIn);
    expect(sent()).toEqual({});
  });

  it('is not offered for a subscription, which never runs out', () => {
    render(<Checkout oneOff={false} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(sent()).toEqual({});
  });
});
