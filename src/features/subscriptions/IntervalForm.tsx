import { type FormEvent, useState } from 'react';
import { SUBSCRIPTION_INTERVALS } from '~/config/shop';
import * as subscriptionsTexts from '~/lib/messages/subscriptions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { subscriptions: subscriptionsTexts.subscriptions };

const text = messages.subscriptions;

/** Every 4, 8 or 12 weeks; the server recomputes the next date and says it. */
export default function IntervalForm(props: {
  busy: boolean;
  current: number;
  onSubmit: (weeks: number) => void;
}) {
  const [weeks, setWeeks] = useState(props.current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(weeks);
  };
  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl bg-white p-4">
      <fieldset className="grid gap-2">
        <legend className="text-lg font-semibold">{text.control.interval}</legend>
        {SUBSCRIPTION_INTERVALS.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-lg">
            <input
              type="radio"
              name="interval_weeks"
              value={option}
              checked={weeks === option}
              onChange={() => setWeeks(option)}
              className="size-6"
            />
            {text.every(option)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn-primary justify-self-start" disabled={props.busy}>
        {text.control.intervalSave}
      </button>
    </form>
  );
}
