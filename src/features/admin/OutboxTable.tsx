import { useState } from 'react';
import { leaveWhenLoggedOut } from '~/components/staff/AdminShell';
import StaffTable, { staffCell, staffRow } from '~/components/staff/StaffTable';
import { formatDateTime } from '~/lib/dates';
import { failureMessage } from '~/lib/http';
import * as orderMailsTexts from '~/lib/messages/order-mails';
import * as staffTexts from '~/lib/messages/staff';
import { adminOrderPath } from '~/lib/routes';
import type { OutboxEntry } from './outbox';
import { retryOutbox } from './outbox.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, outboxStaff: orderMailsTexts.outboxStaff };

const text = messages.outboxStaff;

/** The outbox's columns; the retry buttons' column (admins only) has a heading for screen readers. */
const outboxColumns = (canRetry: boolean) => [
  { label: text.event },
  { label: text.created },
  { label: text.attempts },
  { label: text.status },
  { label: text.lastError },
  ...(canRetry ? [{ label: text.retry, labelHidden: true }] : []),
];

/** Failing outbox events in a table; an admin can try one again now. */
export function OutboxTable(props: { events: OutboxEntry[]; canRetry: boolean; onRetried: () => void }) {
  const [notice, setNotice] = useState<string | null>(null);
  const retry = async (id: number) => {
    try {
      setNotice((await retryOutbox(id)).message);
      props.onRetried();
    } catch (failure) {
      if (!leaveWhenLoggedOut(failure)) setNotice(await failureMessage(failure, messages.admin.actionFailed));
    }
  };
  if (props.events.length === 0) return <p className="text-lg text-ink-soft">{text.empty}</p>;
  return (
    <div className="grid gap-3">
      <p role="status" className="text-lg font-semibold text-brand-800">
        {notice}
      </p>
      <StaffTable framed={false} minWidth="min-w-[48rem]" columns={outboxColumns(props.canRetry)}>
        {props.events.map((event) => (
          <tr key={event.id} className={`${staffRow} align-top`}>
            <td className={staffCell}>
              {text.eventLabels[event.type] ?? event.type}
              {event.orderNumber && (
                <>
                  {' '}
                  <a
                    href={adminOrderPath(event.orderNumber)}
                    className="rounded text-brand-700 underline focus-ring"
                  >
                    {event.orderNumber}
                  </a>
                </>
              )}
            </td>
            <td className={staffCell}>{formatDateTime(event.createdAt)}</td>
            <td className={staffCell}>{event.attempts}</td>
            <td className={staffCell}>
              {event.unhandled
                ? text.unhandled
                : event.failed
                  ? text.failed
                  : `${text.failing} (${text.nextAttempt.toLowerCase()} ${formatDateTime(event.nextAttemptAt!)})`}
            </td>
            <td className={`${staffCell} max-w-md break-words font-mono text-sm`}>{event.lastError}</td>
            {props.canRetry && (
              <td className={staffCell}>
                <button
                  type="button"
                  onClick={() => void retry(event.id)}
                  className="rounded-lg border-2 border-brand-700 px-3 py-1 font-semibold text-brand-800 focus-ring"
                >
                  {text.retry}
                </button>
              </td>
            )}
          </tr>
        ))}
      </StaffTable>
    </div>
  );
}
