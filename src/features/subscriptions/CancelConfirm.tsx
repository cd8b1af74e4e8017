import { useState } from 'react';
import { apiErrorBody } from '~/lib/http';
import * as subscriptionsTexts from '~/lib/messages/subscriptions';
import { cancelSubscription } from './subscriptions.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { subscriptions: subscriptionsTexts.subscriptions };

const text = messages.subscriptions;

/** Cancellation: one confirmation, then no further renewals (POST /api/subscriptions/{id}/cancel). */
export default function CancelConfirm(props: {
  id: string;
  onDone: (outcome: { ok: boolean; message: string }) => void;
  onKeep: () => void;
}) {
  const [sending, setSending] = useState(false);
  const cancel = async () => {
    setSending(true);
    try {
      await cancelSubscription(props.id);
      props.onDone({ ok: true, message: text.done });
    } catch (error) {
      props.onDone({ ok: false, message: (await apiErrorBody(error))?.message ?? text.failure });
    }
    setSending(false);
  };
  return (
    <fieldset className="grid gap-3 rounded-xl border-2 border-accent-600 bg-white p-4">
      <legend className="px-1 text-lg">{text.confirmQuestion}</legend>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={sending} onClick={cancel}>
          {text.confirm}
        </button>
        <button type="button" className="btn-secondary" onClick={props.onKeep}>
          {text.keep}
        </button>
      </div>
    </fieldset>
  );
}
