import { useState } from 'react';
import FormAlert from '~/components/form/FormAlert';
import type { ReorderAnswer } from '~/features/account/account';
import { addLinesToCart } from '~/features/cart/cart.store';
import * as refillTexts from '~/lib/messages/refill';
import { reorderFromReminder } from './refill.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { refill: refillTexts.refill };

const text = messages.refill;

/** /bijna-op: one click puts the reminded order in the cart at today's prices. */
export default function RefillReorder({ token }: { token: string }) {
  const [answer, setAnswer] = useState<ReorderAnswer | null>(null);
  const [failed, setFailed] = useState(false);

  const reorder = async () => {
    try {
      const result = await reorderFromReminder(token);
      addLinesToCart(result.items);
      setAnswer(result);
    } catch (error) {
      console.warn('refill reorder failed', error);
      setFailed(true);
    }
  };

  if (failed) return <FormAlert text={text.linkBroken} />;
  if (answer)
    return (
      <div className="grid gap-3">
        <FormAlert kind="status" text={text.pageAdded} />
        {answer.unavailable.length > 0 && (
          <ul className="list-disc pl-6 text-lg">
            {answer.unavailable.map((line) => (
              <li key={line.name}>
                {line.name}: {line.reason}
              </li>
            ))}
          </ul>
        )}
        <p className="text-lg">{text.pageSubscription}</p>
      </div>
    );
  return (
    <button type="button" className="btn-primary" onClick={() => void reorder()}>
      {text.pageButton}
    </button>
  );
}
