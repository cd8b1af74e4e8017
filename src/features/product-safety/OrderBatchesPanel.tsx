import { type FormEvent, useEffect, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import { Panel } from '~/components/staff/Panel';
import { failureMessage } from '~/lib/http';
import * as safetyTexts from '~/lib/messages/safety';
import * as staffTexts from '~/lib/messages/staff';
import { type BatchCodes, fetchOrderBatches, saveOrderBatches } from './product-safety.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, productSafety: safetyTexts.productSafety };

const text = messages.productSafety;

/**
 * What this panel reads of the staff order page's order: declared here, so the panel does not
 * depend on the page that mounts it (decision 035).
 */
interface BatchesOrder {
  number: string;
  lines: { id: number; productName: string; variationName: string | null }[];
}

/** Staff order page: the batch/lot packed per line, so a recall finds exactly these buyers. */
export function OrderBatchesPanel({ order }: { order: BatchesOrder }) {
  // Null until the stored codes are in: the fields wait, so a late answer cannot wipe what was typed.
  const [codes, setCodes] = useState<BatchCodes | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    fetchOrderBatches(order.number)
      .then(setCodes)
      .catch(async (failure: unknown) => {
        setCodes({});
        setNotice({ ok: false, text: await failureMessage(failure, messages.admin.loadFailed) });
      });
  }, [order.number]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!codes) return;
    try {
      const lines = order.lines.map((line) => ({ line_id: line.id, batch_code: codes[line.id] ?? '' }));
      setCodes(await saveOrderBatches(order.number, lines));
      setNotice({ ok: true, text: text.batchSaved });
    } catch (failure) {
      setNotice({ ok: false, text: await failureMessage(failure, messages.admin.actionFailed) });
    }
  };

  return (
    <Panel title={text.batchTitle}>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={codes === null}>
        <p className="text-base text-ink-soft">{text.batchIntro}</p>
        {order.lines.map((line) => {
          const name = line.variationName ? `${line.productName} - ${line.variationName}` : line.productName;
          return (
            <Field
              key={line.id}
              name={`batch-${line.id}`}
              label={text.batchLabel(name)}
              required={false}
              disabled={codes === null}
              value={codes?.[line.id] ?? ''}
              onChange={(event) => setCodes({ ...codes, [line.id]: event.target.value })}
            />
          );
        })}
        {notice && <FormAlert kind={notice.ok ? 'status' : 'error'} text={notice.text} />}
        <button type="submit" className="btn-secondary justify-self-start" disabled={codes === null}>
          {text.batchSave}
        </button>
      </form>
    </Panel>
  );
}
