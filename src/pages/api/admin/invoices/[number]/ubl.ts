import { invoiceNumberParamsSchema } from '~/features/invoices/invoice';
import { invoiceUblFile, ublResponse } from '~/features/invoices/invoices.server';
import { endpoint } from '~/server/http/endpoint';

/** Any invoice or credit invoice as UBL 2.1 e-invoice (NLCIUS), for staff beside the PDF. */
export const GET = endpoint({ auth: 'editor', params: invoiceNumberParamsSchema }, async ({ params }) =>
  ublResponse(await invoiceUblFile(params.number)),
);
