import { Fragment, useState } from 'react';
import * as checkoutTexts from '~/lib/messages/checkout';
import type { InvoiceSummary } from './invoice';
import { downloadInvoice } from './invoices.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { invoices: checkoutTexts.invoices };

const text = messages.invoices;

/** One button per invoice of an order (the PDF; for staff also the UBL e-invoice). */
export default function InvoiceDownloads({
  invoices,
  endpoint,
  withUbl = false,
}: {
  invoices: InvoiceSummary[];
  /** '/api/account/invoices' for customers, '/api/admin/invoices' for staff. */
  endpoint: Parameters<typeof downloadInvoice>[0];
  /** Staff also get each invoice as UBL e-invoice, for the bookkeeping package. */
  withUbl?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (invoices.length === 0) return null;

  const download = async (invoice: InvoiceSummary, format: 'pdf' | 'ubl') => {
    setFailed(false);
    try {
      await downloadInvoice(endpoint, invoice, format);
    } catch (error) {
      console.warn('invoice download failed', error);
      setFailed(true);
    }
  };

  return (
    <>
      {invoices.map((invoice) => (
        <Fragment key={invoice.number}>
          <button type="button" onClick={() => void download(invoice, 'pdf')} className="btn-secondary">
            {invoice.kind === 'credit' ? text.downloadCredit : text.download}
            <span className="sr-only"> {invoice.label}</span>
          </button>
          {withUbl && (
            <button type="button" onClick={() => void download(invoice, 'ubl')} className="btn-secondary">
              {invoice.kind === 'credit' ? text.downloadCreditUbl : text.downloadUbl}
              <span className="sr-only"> {invoice.label}</span>
            </button>
          )}
        </Fragment>
      ))}
      {failed && (
        <p role="alert" className="w-full text-lg font-semibold text-accent-700">
          {text.downloadFailed}
        </p>
      )}
    </>
  );
}
