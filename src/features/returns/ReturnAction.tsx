import { type FormEvent, useRef, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import type { AccountOrder } from '~/features/account/account';
import { apiErrorBody } from '~/lib/http';
import { messages } from '~/lib/messages';
import { requestReturn } from './returns.actions';

const text = messages.returns;

/**
 * Under an order in the account, while it can still be withdrawn: how many unopened packs of each
 * line go back. The server checks the period, the quantities and that a line is returned once.
 */
export default function ReturnAction({ order }: { order: AccountOrder }) {
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const firstField = useRef<HTMLDivElement>(null);
  const open_lines = order.line_items.filter((line) => !order.returned_line_ids.includes(line.id));

  if (result?.ok) return <FormAlert kind="status" text={result.text} />;
  // Before shipping there is nothing to send back: "Herroepen" cancels the order instead.
  if (!order.withdrawable || order.status === 'paid' || open_lines.length === 0) return null;
  if (!open) {
    return (
      <button
        type="button"
        className="btn-secondary"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => firstField.current?.querySelector('input')?.focus());
        }}
      >
        {text.formTitle}
      </button>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lines = open_lines.map((line) => ({
      line_id: line.id,
      quantity: Number(quantities[line.id] || 0),
    }));
    if (lines.every((line) => !(line.quantity > 0))) {
      setResult({ ok: false, text: text.nothingChosen });
      return;
    }
    setSending(true);
    try {
      setResult({ ok: true, text: await requestReturn(order.order_id, lines) });
    } catch (error) {
      setResult({ ok: false, text: (await apiErrorBody(error))?.message ?? text.failure });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid w-full gap-4 rounded-xl border-2 border-brand-600 p-4">
      <h3 className="text-xl font-bold">{text.formTitle}</h3>
      <p className="text-base">{text.formIntro}</p>
      <div ref={firstField} className="grid gap-3">
        {open_lines.map((line) => (
          <Field
            key={line.id}
            name={`return-${line.id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.amount}
            required={false}
            label={text.quantityLabel(line.product_name)}
            hint={text.ofBought(line.amount)}
            value={quantities[line.id] ?? ''}
            onChange={(event) => setQuantities({ ...quantities, [line.id]: event.target.value })}
          />
        ))}
      </div>
      {result && <FormAlert kind="error" text={result.text} />}
      <button type="submit" className="btn-primary justify-self-start" disabled={sending}>
        {text.submit}
      </button>
    </form>
  );
}
