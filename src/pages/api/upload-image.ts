import { MAX_UPLOAD_BYTES, storeUploadedImage } from '~/features/content/uploads.server';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';
import { HttpError, unprocessable } from '~/server/http/errors';

/** POST /api/upload-image: multipart form with `image` (editor or admin); answers { url, ... }. */
export const POST = endpoint({ auth: 'editor' }, async ({ context, user }) => {
  // Refuse oversized bodies before reading them into memory (multipart overhead allowed).
  const declared = Number(context.request.headers.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_BYTES + 64 * 1024)
    throw new HttpError(413, messages.editor.uploadTooLarge(MAX_UPLOAD_BYTES / 1024 / 1024));
  let form: FormData;
  try {
    form = await context.request.formData();
  } catch {
    throw unprocessable({ image: [messages.editor.uploadMissing] });
  }
  const file = form.get('image');
  if (!(file instanceof File) || file.size === 0)
    throw unprocessable({ image: [messages.editor.uploadMissing] });
  return storeUploadedImage(new Uint8Array(await file.arrayBuffer()), user.id);
});
