import { invoiceNumberParamsSchema } from '~/features/invoices/invoice';
import { invoicePdf, pdfResponse } from '~/features/invoices/invoices.server';
import { endpoint } from '~/server/http/endpoint';

/** Any invoice as PDF, for staff (the order page links to it). */
export const GET = endpoint({ auth: 'editor', params: invoiceNumberParamsSchema }, async ({ params }) =>
  pdfResponse(await invoicePdf(params.number, { staff: true })),
);
