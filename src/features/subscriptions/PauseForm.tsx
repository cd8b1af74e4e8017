import { type FormEvent, useId, useState } from 'react';
import Field from '~/components/form/Field';
import { addDays, formatCalendarDay, todayInNetherlands } from '~/lib/dates';
import * as subscriptionsTexts from '~/lib/messages/subscriptions';
import { latestPauseEnd } from './subscriptions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { subscriptions: subscriptionsTexts.subscriptions };

const text = messages.subscriptions.control;

/** Pause until a date: after today, at most half a year ahead (the server checks it too). */
export default function PauseForm(props: {
  busy: boolean;
  errors: Record<string, string[]>;
  onSubmit: (until: string) => void;
}) {
  const id = useId();
  const today = todayInNetherlands();
  const latest = latestPauseEnd(today);
  const [until, setUntil] = useState(addDays(today, 28));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(until);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-xl bg-white p-4" aria-label={text.pause}>
      <Field
        id={`${id}-until`}
        name="until"
        type="date"
        label={text.pauseUntil}
        min={addDays(today, 1)}
        max={latest}
        value={until}
        onChange={(event) => setUntil(event.currentTarget.value)}
        hint={text.pauseHint(formatCalendarDay(latest))}
        error={props.errors.until?.[0]}
      />
      <button type="submit" className="btn-primary justify-self-start" disabled={props.busy}>
        {text.pauseConfirm}
      </button>
    </form>
  );
}
