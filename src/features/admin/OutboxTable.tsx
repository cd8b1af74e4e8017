import { useState } from 'react';
import { leaveWhenLoggedOut } from '~/components/staff/AdminShell';
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
      <div className="overflow-x-auto">
        <table className="w-full min-w-[48rem] text-left text-base">
          <thead>
            <tr className="border-b border-surface-line">
              <th scope="col" className="py-2 pr-4">
                {text.event}
              </th>
              <th scope="col" className="py-2 pr-4">
                {text.created}
              </th>
              <th scope="col" className="py-2 pr-4">
                {text.attempts}
              </th>
              <th scope="col" className="py-2 pr-4">
                {text.status}
              </th>
              <th scope="col" className="py-2 pr-4">
                {text.lastError}
              </th>
              {props.canRetry && <td />}
            </tr>
          </thead>
          <tbody>
            {props.events.map((event) => (
              <tr key={event.id} className="border-b border-surface-line align-top">
                <td className="py-2 pr-4">
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
                <td className="py-2 pr-4">{formatDateTime(event.createdAt)}</td>
                <td className="py-2 pr-4">{event.attempts}</td>
                <td className="py-2 pr-4">
                  {event.unhandled
                    ? text.unhandled
                    : event.failed
                      ? text.failed
                      : `${text.failing} (${text.nextAttempt.toLowerCase()} ${formatDateTime(event.nextAttemptAt!)})`}
                </td>
                <td className="max-w-md break-words py-2 pr-4 font-mono text-sm">{event.lastError}</td>
                {props.canRetry && (
                  <td className="py-2">
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
          </tbody>
        </table>
      </div>
    </div>
  );
}
