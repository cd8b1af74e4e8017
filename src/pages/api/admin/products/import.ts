import { ImportRejected, importProductsCsv } from '~/features/admin/products/product-import.server';
import { messages } from '~/lib/messages';
import { MAX_CSV_BYTES, readLimitedBody } from '~/server/http/body';
import { endpoint, json } from '~/server/http/endpoint';
import { HttpError } from '~/server/http/errors';

/**
 * POST /api/admin/products/import with the CSV as the body (text/csv): all rows or none.
 * A rejected file answers 422 with `rejected: [{ line, reasons }]`.
 */
export const POST = endpoint({ auth: 'editor' }, async ({ context, user }) => {
  // Counted as it streams in: a chunked file that declares no length stops at the limit too.
  const bytes = await readLimitedBody(context.request, MAX_CSV_BYTES).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 413)
      throw new HttpError(413, messages.catalogAdmin.importTooLarge);
    throw error;
  });
  const text = new TextDecoder().decode(bytes);
  try {
    const report = await importProductsCsv(text, user);
    return { created: report.created, updated: report.updated, lines: report.lines };
  } catch (error) {
    if (!(error instanceof ImportRejected)) throw error;
    const errors = Object.fromEntries(error.rejected.map((row) => [`regel ${row.line}`, row.reasons]));
    return json({ message: error.message, errors, rejected: error.rejected }, { status: 422 });
  }
});
