import { type FormEvent, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import AdminShell from '~/components/staff/AdminShell';
import { formatDateTime } from '~/lib/dates';
import { failureMessage } from '~/lib/http';
import * as safetyTexts from '~/lib/messages/safety';
import * as staffTexts from '~/lib/messages/staff';
import { adminOrderPath } from '~/lib/routes';
import type { RecallRow } from './product-safety';
import { downloadRecallCsv, findRecall } from './product-safety.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, productSafety: safetyTexts.productSafety };

const text = messages.productSafety;

/** /admin/terugroepen: who got a batch, and where it went; as a table and a CSV file. */
export default function RecallPage() {
  return (
    <AdminShell requires="editor" current="recall" title={text.recallTitle}>
      {() => <Recall />}
    </AdminShell>
  );
}

function Recall() {
  const [batch, setBatch] = useState('');
  const [result, setResult] = useState<{ batch: string; rows: RecallRow[] } | null>(null);
  const [error, setError] = useState('');

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const rows = await findRecall(batch);
      setResult({ batch: batch.trim().toUpperCase(), rows });
      setError('');
    } catch (failure) {
      setError(await failureMessage(failure, messages.admin.loadFailed));
    }
  };

  const download = async () => {
    if (!result) return;
    try {
      await downloadRecallCsv(result.batch);
    } catch (failure) {
      setError(await failureMessage(failure, messages.admin.actionFailed));
    }
  };

  return (
    <div className="mt-4 grid gap-6">
      <p className="text-lg text-ink-soft">{text.recallIntro}</p>
      <form
        onSubmit={search}
        noValidate
        className="grid gap-3 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-end"
      >
        <Field
          name="batch"
          label={text.recallSearch}
          value={batch}
          onChange={(event) => setBatch(event.target.value)}
        />
        <button type="submit" className="btn-primary">
          {text.recallFind}
        </button>
      </form>
      <FormAlert text={error} />
      {result && (
        <section aria-label={text.recallTitle} className="grid gap-4">
          <p role="status" className="text-lg font-semibold">
            {result.rows.length === 0 ? text.recallNone(result.batch) : text.recallCount(result.rows.length)}
          </p>
          {result.rows.length > 0 && (
            <>
              <ul className="grid gap-3">
                {result.rows.map((row) => (
                  <li
                    key={`${row.orderNumber}-${row.product}`}
                    className="rounded-2xl border border-surface-line bg-white p-4 text-lg"
                  >
                    <a
                      href={adminOrderPath(row.orderNumber)}
                      className="rounded font-semibold text-brand-700 underline focus-ring"
                    >
                      {row.orderNumber}
                    </a>{' '}
                    · {formatDateTime(row.orderedAt)}
                    <p>
                      {row.buyerName} · {row.email}
                    </p>
                    <p className="text-base text-ink-soft">{row.deliveredTo}</p>
                    <p className="text-base">
                      {row.quantity} × {row.product}
                    </p>
                  </li>
                ))}
              </ul>
              <button type="button" className="btn-secondary justify-self-start" onClick={download}>
                {text.recallCsv}
              </button>
            </>
          )}
        </section>
      )}
    </div>
  );
}
