import { invoiceNumberParamsSchema } from '~/features/invoices/invoice';
import { invoicePdf, pdfResponse } from '~/features/invoices/invoices.server';
import { endpoint } from '~/server/http/endpoint';

/** A customer's own invoice as PDF; another customer's number answers 404. */
export const GET = endpoint(
  { auth: 'customer', params: invoiceNumberParamsSchema },
  async ({ params, user }) => pdfResponse(await invoicePdf(params.number, { userId: user.id })),
);
