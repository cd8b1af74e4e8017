import { storeUploadedImage } from '~/features/content/uploads.server';
import { messages } from '~/lib/messages';
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_BYTES, readLimitedForm } from '~/server/http/body';
import { endpoint } from '~/server/http/endpoint';
import { HttpError, unprocessable } from '~/server/http/errors';

/** POST /api/upload-image: multipart form with `image` (editor or admin); answers { url, ... }. */
export const POST = endpoint({ auth: 'editor' }, async ({ context, user }) => {
  // Refuse oversized bodies before reading them into memory (multipart overhead allowed),
  // by declared length and by counting a chunked body as it streams in.
  let form: FormData;
  try {
    form = await readLimitedForm(context.request, MAX_UPLOAD_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      throw new HttpError(413, messages.editor.uploadTooLarge(MAX_UPLOAD_BYTES / 1024 / 1024));
    throw unprocessable({ image: [messages.editor.uploadMissing] });
  }
  const file = form.get('image');
  if (!(file instanceof File) || file.size === 0)
    throw unprocessable({ image: [messages.editor.uploadMissing] });
  return storeUploadedImage(new Uint8Array(await file.arrayBuffer()), user.id);
});
