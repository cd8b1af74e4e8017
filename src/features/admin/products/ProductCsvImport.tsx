import { type FormEvent, useRef, useState } from 'react';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { type ImportAnswer, importCsv } from './product-admin.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { productCsv: staffScreensTexts.productCsv };

const text = messages.productCsv;

/**
 * Bulk import of products and stock from a CSV (the export's columns). All rows or none:
 * a rejected file lists its lines and reasons, and nothing has changed.
 */
export default function ProductCsvImport({ onImported }: { onImported: () => void }) {
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setAnswer({ ok: false, message: text.chooseFile });
      return;
    }
    setBusy(true);
    const result = await importCsv(chosen);
    setBusy(false);
    setAnswer(result);
    if (result.ok) onImported();
  };

  return (
    <form
      onSubmit={submit}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl border border-surface-line bg-white p-5"
      noValidate
    >
      <h2 className="text-xl font-semibold text-brand-800">{text.title}</h2>
      <p className="text-base text-ink-soft [overflow-wrap:anywhere]">{text.intro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid min-w-0 max-w-full gap-1 text-base font-semibold">
          {text.file}
          <input
            ref={file}
            type="file"
            accept=".csv,text/csv"
            className="w-full max-w-full text-base focus-ring"
          />
        </label>
        <button type="submit" className="btn-secondary" disabled={busy}>
          {busy ? text.importing : text.import}
        </button>
      </div>
      <div aria-live="polite">
        {answer?.ok && answer.report && (
          <p className="rounded-xl bg-brand-50 p-3 text-lg">
            {text.imported(answer.report.lines, answer.report.created, answer.report.updated)}
          </p>
        )}
        {answer && !answer.ok && (
          <div role="alert" className="rounded-xl border-2 border-accent-600 bg-accent-100 p-3 text-lg">
            <p>{answer.message}</p>
            {answer.rejected && answer.rejected.length > 0 && (
              <ul className="mt-2 grid gap-1 text-base">
                {answer.rejected.map((row) => (
                  <li key={row.line}>
                    <strong>{text.line(row.line)}</strong> {row.reasons.join(' ')}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
