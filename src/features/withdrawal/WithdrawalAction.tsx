import { useId, useRef, useState } from 'react';
import type { AccountOrder } from '~/features/account/account';
import { formatLongDate, formatMoment } from '~/lib/dates';
import { apiErrorBody } from '~/lib/http';
import { messages } from '~/lib/messages';
import { withdrawOrder } from './withdrawal.actions';

const text = messages.withdrawal;

type Step =
  | { name: 'idle' }
  | { name: 'confirming' }
  | { name: 'sending' }
  | { name: 'done'; at: string }
  | { name: 'failed'; message: string };

/**
 * The withdrawal function under an order (EU rule since 2026-06-19), in two steps:
 * 'Overeenkomst herroepen', then 'Herroeping bevestigen'. The server decides whether the
 * period is still open and mails the receipt with date and time.
 */
export default function WithdrawalAction({ order }: { order: AccountOrder }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const questionId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  if (!order.withdrawable && step.name !== 'done') return null;
  // Not shipped yet: withdrawing cancels the order and refunds everything (nothing to send back).
  const unshipped = order.status === 'paid';

  const confirm = async () => {
    setStep({ name: 'sending' });
    try {
      setStep({ name: 'done', at: await withdrawOrder(order.order_id) });
    } catch (error) {
      setStep({ name: 'failed', message: (await apiErrorBody(error))?.message ?? text.failure });
    }
  };

  if (step.name === 'done') {
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-4 text-lg font-semibold text-brand-800">
        {(unshipped ? text.doneUnshipped : text.done)(formatMoment(new Date(step.at)))}
      </p>
    );
  }

  if (step.name === 'confirming' || step.name === 'sending') {
    return (
      <fieldset aria-labelledby={questionId} className="grid gap-3 rounded-xl border-2 border-accent-600 p-4">
        <p id={questionId} className="text-lg">
          {(unshipped ? text.confirmQuestionUnshipped : text.confirmQuestion)(order.number)}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            ref={confirmButton}
            type="button"
            className="btn-primary"
            disabled={step.name === 'sending'}
            onClick={confirm}
          >
            {text.confirm}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setStep({ name: 'idle' });
              requestAnimationFrame(() => startButton.current?.focus());
            }}
          >
            {text.cancel}
          </button>
        </div>
      </fieldset>
    );
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={startButton}
          type="button"
          className="btn-secondary"
          onClick={() => {
            setStep({ name: 'confirming' });
            requestAnimationFrame(() => confirmButton.current?.focus());
          }}
        >
          {text.button}
        </button>
        {order.withdrawable_until && (
          <span className="text-base text-ink-soft">
            {text.until(formatLongDate(order.withdrawable_until))}
          </span>
        )}
      </div>
      {step.name === 'failed' && (
        <p role="alert" className="text-lg font-semibold text-accent-700">
          {step.message}
        </p>
      )}
    </div>
  );
}
