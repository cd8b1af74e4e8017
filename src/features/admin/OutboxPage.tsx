import { useCallback, useState } from 'react';
import AdminShell from '~/components/staff/AdminShell';
import { useStaffData } from '~/components/staff/use-staff-data';
import * as orderMailsTexts from '~/lib/messages/order-mails';
import * as staffTexts from '~/lib/messages/staff';
import { OutboxTable } from './OutboxTable';
import { fetchOutbox } from './outbox.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, outboxStaff: orderMailsTexts.outboxStaff };

const text = messages.outboxStaff;

/** /admin/outbox: mails and other after-effects that keep failing. Editors see, admins retry. */
export default function OutboxPage() {
  return (
    <AdminShell requires="editor" current="outbox" title={text.title}>
      {(user) => <Outbox canRetry={user.role === 'admin'} />}
    </AdminShell>
  );
}

function Outbox({ canRetry }: { canRetry: boolean }) {
  const [round, setRound] = useState(0);
  const { data, error } = useStaffData(useCallback(() => fetchOutbox(undefined, round), [round]));
  return (
    <div className="mt-4 grid gap-6">
      <p className="max-w-3xl text-lg">{text.intro}</p>
      {error && (
        <p role="alert" className="rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
          {error}
        </p>
      )}
      {data ? (
        <OutboxTable events={data} canRetry={canRetry} onRetried={() => setRound((n) => n + 1)} />
      ) : (
        !error && <p className="text-lg text-ink-soft">{messages.admin.loading}</p>
      )}
    </div>
  );
}
