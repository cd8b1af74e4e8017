import { type FormEvent, useId, useState } from 'react';
import { leaveWhenLoggedOut } from '~/components/staff/AdminShell';
import { LOW_STOCK_THRESHOLD, type StockItem } from '~/features/admin/stock';
import { failureMessage } from '~/lib/http';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { saveStock } from './admin.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, stockEditor: staffScreensTexts.stockEditor };

/**
 * Stock of one product or variation, editable in place: type the counted number,
 * press Opslaan (or Enter). Low stock is marked in words as well as colour.
 */
export default function StockEditor({
  item,
  onSaved,
}: {
  item: StockItem;
  onSaved?: (item: StockItem) => void;
}) {
  const [saved, setSaved] = useState(item.stock);
  const [value, setValue] = useState(String(item.stock));
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const low = saved < LOW_STOCK_THRESHOLD;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const stock = Number(value);
    if (value.trim() === '' || !Number.isInteger(stock) || stock < 0) {
      setError(messages.stockEditor.wholeNumber);
      return;
    }
    setState('saving');
    setError(null);
    try {
      const updated = await saveStock({ target: item.target, id: item.id, stock });
      setSaved(updated.stock);
      setState('saved');
      onSaved?.(updated);
    } catch (failure) {
      setState('idle');
      if (!leaveWhenLoggedOut(failure)) setError(await failureMessage(failure, messages.admin.actionFailed));
    }
  };

  return (
    <form onSubmit={save} className="relative flex flex-wrap items-center gap-2" noValidate>
      <label htmlFor={id} className="sr-only">
        {messages.stockEditor.stockOf(item.name)}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setState('idle');
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-state`}
        className={`w-24 rounded-lg border-2 px-2 py-1 text-lg tabular-nums focus-ring ${
          low ? 'border-accent-600 bg-accent-100' : 'border-surface-line bg-white'
        }`}
      />
      <button
        type="submit"
        className="rounded-lg border-2 border-brand-600 px-3 py-1 text-base font-semibold text-brand-700 hover:bg-brand-50 focus-ring disabled:opacity-60"
        disabled={state === 'saving' || value === String(saved)}
      >
        {state === 'saving' ? messages.stockEditor.saving : messages.stockEditor.save}
      </button>
      <span id={`${id}-state`} className="text-base" aria-live="polite">
        {error ? (
          <span className="font-semibold text-accent-700">{error}</span>
        ) : state === 'saved' ? (
          <span className="text-brand-800">{messages.stockEditor.saved}</span>
        ) : low ? (
          <span className="font-semibold text-accent-700">
            {saved === 0 ? messages.stockEditor.soldOut : messages.stockEditor.low}
          </span>
        ) : null}
      </span>
    </form>
  );
}
