import { ImportRejected, importProductsCsv } from '~/features/admin/products/product-import.server';
import { messages } from '~/lib/messages';
import { endpoint, json } from '~/server/http/endpoint';
import { HttpError } from '~/server/http/errors';

const MAX_CSV_BYTES = 2 * 1024 * 1024;

/**
 * POST /api/admin/products/import with the CSV as the body (text/csv): all rows or none.
 * A rejected file answers 422 with `rejected: [{ line, reasons }]`.
 */
export const POST = endpoint({ auth: 'editor' }, async ({ context, user }) => {
  if (Number(context.request.headers.get('content-length') ?? 0) > MAX_CSV_BYTES)
    throw new HttpError(413, messages.catalogAdmin.importTooLarge);
  const text = await context.request.text();
  if (text.length > MAX_CSV_BYTES) throw new HttpError(413, messages.catalogAdmin.importTooLarge);
  try {
    const report = await importProductsCsv(text, user);
    return { created: report.created, updated: report.updated, lines: report.lines };
  } catch (error) {
    if (!(error instanceof ImportRejected)) throw error;
    const errors = Object.fromEntries(error.rejected.map((row) => [`regel ${row.line}`, row.reasons]));
    return json({ message: error.message, errors, rejected: error.rejected }, { status: 422 });
  }
});
