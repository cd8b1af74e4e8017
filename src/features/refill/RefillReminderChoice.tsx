import { useId } from 'react';
import Field from '~/components/form/Field';
import * as refillTexts from '~/lib/messages/refill';
import { USAGE_PER_DAY } from './usage';
import type { RefillReminder } from './use-refill-reminder';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { refill: refillTexts.refill };

const text = messages.refill;

/** The soft opt-in for one "bijna op?" reminder, only for a one-off order (a subscription never runs out). */
export default function RefillReminderChoice({
  refill,
  oneOff,
}: {
  refill: RefillReminder;
  oneOff: boolean;
}) {
  const id = useId();
  if (!oneOff) return null;
  return (
    <div className="grid gap-3 rounded-xl border border-surface-line p-4">
      <label className="flex items-start gap-3 text-lg">
        <input
          type="checkbox"
          checked={refill.wanted}
          onChange={(event) => refill.setWanted(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-1 h-5 w-5 flex-none accent-brand-600"
        />
        <span>
          {text.optIn}
          <span id={`${id}-hint`} className="block text-base text-ink-soft">
            {text.optInHint}
          </span>
        </span>
      </label>
      {refill.wanted && (
        <Field label={text.perDay} required={false}>
          {(control) => (
            <select
              {...control}
              value={refill.perDay}
              onChange={(event) => refill.setPerDay(Number(event.target.value))}
            >
              {USAGE_PER_DAY.map((count) => (
                <option key={count} value={count}>
                  {text.perDayOption(count)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}
