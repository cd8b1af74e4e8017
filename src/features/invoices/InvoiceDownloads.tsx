import { Fragment, useState } from 'react';
import { api } from '~/lib/http';
import { messages } from '~/lib/messages';
import type { InvoiceSummary } from './invoice';

const text = messages.invoices;

/**
 * One button per invoice of an order. The download needs the bearer token, which a plain
 * link cannot send: the PDF is fetched with the shop's HTTP client and saved from a blob URL.
 */
export default function InvoiceDownloads({
  invoices,
  endpoint,
  withUbl = false,
}: {
  invoices: InvoiceSummary[];
  /** '/api/account/invoices' for customers, '/api/admin/invoices' for staff. */
  endpoint: string;
  /** Staff also get each invoice as UBL e-invoice, for the bookkeeping package. */
  withUbl?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (invoices.length === 0) return null;

  const download = async (invoice: InvoiceSummary, format: 'pdf' | 'ubl') => {
    setFailed(false);
    try {
      const path = format === 'ubl' ? `${endpoint}/${invoice.number}/ubl` : `${endpoint}/${invoice.number}`;
      const blob = await api.get(path).blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download =
        format === 'ubl'
          ? `${invoice.kind === 'credit' ? 'creditnota' : 'factuur'}-${invoice.label}.xml`
          : `${invoice.kind === 'credit' ? 'creditfactuur' : 'factuur'}-${invoice.label}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // Let the browser start the download before the URL goes.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
