import { Panel } from '~/components/staff/Panel';
import * as careTexts from '~/lib/messages/care';
import { addressLines } from '~/lib/postal-address';
import { adminPackingSlipPath } from '~/lib/routes';
import { type RecipientAddress, recipientName } from './recipients';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { packingSlip: careTexts.packingSlip, recipients: careTexts.recipients };

const text = messages.recipients;

/**
 * What this panel reads of the staff order page's order: declared here, so the panel does not
 * depend on the page that mounts it (decision 035).
 */
interface RecipientOrder {
  number: string;
  customer: { firstName: string; lastName: string };
  recipient: RecipientAddress | null;
}

/** Staff order page: where the parcel goes when it was ordered for someone else, and its slip. */
export function OrderRecipientPanel({ order }: { order: RecipientOrder }) {
  const { recipient } = order;
  return (
    <Panel title={recipient ? text.staffTitle : messages.packingSlip.title(order.number)}>
      {recipient && (
        <>
          <address className="not-italic text-lg">
            {recipientName(recipient)}
            {addressLines(recipient).map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
          <p className="mt-3 text-base text-ink-soft">
            {text.staffBuyer}: {order.customer.firstName} {order.customer.lastName}
          </p>
        </>
      )}
      <p className={recipient ? 'mt-3' : ''}>
        <a
          href={adminPackingSlipPath(order.number)}
          className="rounded text-lg text-brand-700 underline focus-ring"
        >
          {text.packingSlipLink}
        </a>
      </p>
    </Panel>
  );
}
