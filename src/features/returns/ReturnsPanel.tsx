import { useCallback, useEffect, useState } from 'react';
import FormAlert from '~/components/form/FormAlert';
import { Panel } from '~/components/staff/Panel';
import { formatDateTime } from '~/lib/dates';
import { failureMessage } from '~/lib/http';
import * as returnsTexts from '~/lib/messages/returns';
import * as staffTexts from '~/lib/messages/staff';
import { formatEuro } from '~/lib/money';
import type { ReturnView } from './returns';
import { fetchOrderReturns, markReturnReceived } from './returns.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, returns: returnsTexts.returns };

const text = messages.returns.staff;

/**
 * Staff order page: the return requests of the order. "Received" refunds the packs once (the server
 * keys the refund on the return), then the page reloads the order to show the refund. Only order
 * handlers and admins (`canReceive`) get that button: it moves money.
 */
export function ReturnsPanel({
  number,
  onRefunded,
  canReceive = false,
}: {
  number: string;
  onRefunded: () => void;
  canReceive?: boolean;
}) {
  const [returns, setReturns] = useState<ReturnView[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const fail = useCallback(
    async (failure: unknown, fallback: string) =>
      setNotice({ ok: false, text: await failureMessage(failure, fallback) }),
    [],
  );

  useEffect(() => {
    fetchOrderReturns(number)
      .then(setReturns)
      .catch((failure: unknown) => fail(failure, messages.admin.loadFailed));
  }, [number, fail]);

  const receive = async (id: number) => {
    setBusy(id);
    try {
      setReturns(await markReturnReceived(number, id));
      setNotice({ ok: true, text: text.received });
      onRefunded();
    } catch (failure) {
      await fail(failure, messages.admin.actionFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel title={text.title}>
      {returns && returns.length === 0 && <p className="text-base text-ink-soft">{text.none}</p>}
      <ul className="grid gap-4">
        {returns?.map((entry) => (
          <li
            key={entry.id}
            className="grid gap-2 border-t border-surface-line pt-3 first:border-t-0 first:pt-0"
          >
            <p className="text-lg font-semibold">
              {text.line(entry.lineName, entry.quantity)} · {formatEuro(entry.refundCents)}
            </p>
            <p className="text-base text-ink-soft">
              {entry.receivedAt
                ? text.receivedOn(formatDateTime(entry.receivedAt))
                : text.requestedOn(formatDateTime(entry.requestedAt))}
            </p>
            {!entry.receivedAt && canReceive && (
              <button
                type="button"
                className="btn-secondary justify-self-start"
                disabled={busy !== null}
                onClick={() => receive(entry.id)}
              >
                {text.markReceived}
              </button>
            )}
          </li>
        ))}
      </ul>
      {notice && <FormAlert kind={notice.ok ? 'status' : 'error'} text={notice.text} />}
    </Panel>
  );
}
