import { useCallback, useState } from 'react';
import { Panel } from '~/components/staff/Panel';
import { useStaffData } from '~/components/staff/use-staff-data';
import * as orderMailsTexts from '~/lib/messages/order-mails';
import { OutboxTable } from '../OutboxTable';
import { fetchOutbox } from '../outbox.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { outboxStaff: orderMailsTexts.outboxStaff };

/** On the order page, only when there is something: this order's mails that keep failing. */
export function FailingMails({ number, canRetry }: { number: string; canRetry: boolean }) {
  const [round, setRound] = useState(0);
  const { data } = useStaffData(useCallback(() => fetchOutbox(number, round), [number, round]));
  if (!data || data.length === 0) return null;
  return (
    <Panel title={messages.outboxStaff.orderPanel}>
      <OutboxTable events={data} canRetry={canRetry} onRetried={() => setRound((n) => n + 1)} />
    </Panel>
  );
}
