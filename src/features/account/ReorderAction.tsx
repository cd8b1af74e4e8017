import { useState } from 'react';
import { addLinesToCart } from '~/features/cart/cart.store';
import * as accountTexts from '~/lib/messages/account';
import type { AccountOrder, ReorderAnswer } from './account';
import { reorderLines } from './account.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { reorder: accountTexts.reorder };

const text = messages.reorder;

/**
 * 'Opnieuw bestellen' under a past order: the server answers the lines at today's prices, the
 * cart gets them (added to what is there) and opens; what could not be added is said here.
 */
export default function ReorderAction({ order }: { order: AccountOrder }) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ added: number; unavailable: ReorderAnswer['unavailable'] } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);

  const reorder = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const result = await reorderLines(order.order_id);
      addLinesToCart(result.items);
      setAnswer({ added: result.items.length, unavailable: result.unavailable });
    } catch (error) {
      console.warn('reorder failed', error);
      setFailed(true);
    }
    setBusy(false);
  };

  return (
    <div className="grid w-full gap-2">
      <div>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void reorder()}>
          {busy ? text.busy : text.button}
        </button>
      </div>
      <div role="status" className="text-lg">
        {failed && <p className="font-semibold text-accent-700">{text.failed}</p>}
        {answer && <p>{answer.added > 0 ? text.added(answer.added) : text.noneAvailable}</p>}
        {answer && answer.unavailable.length > 0 && (
          <>
            <p className="font-semibold">{text.unavailableIntro}</p>
            <ul className="list-disc pl-6">
              {answer.unavailable.map((item) => (
                <li key={`${item.name}-${item.reason}`}>
                  {item.name}: {item.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
