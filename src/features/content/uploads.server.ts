import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { messages } from '~/lib/messages';
import { recordAudit } from '~/server/audit.server';
import { db } from '~/server/db';
import { uploads } from '~/server/db/schema';
import { MAX_UPLOAD_BYTES } from '~/server/http/body';
import { HttpError, serviceUnavailable } from '~/server/http/errors';
import { log } from '~/server/log';
import { StorageUnavailable, storage } from '~/server/storage';

/** Widths the site asks for: cards, content columns, full-width heroes. Never enlarged. */
const UPLOAD_WIDTHS = [480, 960, 1600] as const;
/** Seconds an editor is asked to wait when the bucket is unreachable. */
const STORAGE_RETRY_AFTER_SECONDS = 60;
/**
 * Decoded size limits, read from the header before any pixel is decoded: a 249 KB PNG can
 * declare 16000 x 16000 pixels and cost seconds of CPU and a gigabyte of memory to resize.
 */
const MAX_UPLOAD_SIDE = 10_000;
const MAX_UPLOAD_PIXELS = 40_000_000;
/** What sharp may read. SVG is refused: it can carry scripts. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
}

/**
 * Re-encodes an uploaded image to WebP in a few widths (EXIF orientation applied, metadata
 * such as GPS stripped) and stores the variants. The type is decided by decoding the bytes,
 * never by the file name or the browser's content type.
 */
export async function storeUploadedImage(bytes: Uint8Array, userId: number): Promise<UploadedImage> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new HttpError(413, messages.editor.uploadTooLarge(MAX_UPLOAD_BYTES / 1024 / 1024));
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new HttpError(415, messages.editor.uploadType);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
    throw new HttpError(415, messages.editor.uploadType);
  if (!withinPixelLimits(metadata))
    throw new HttpError(
      422,
      messages.editor.uploadDimensions(MAX_UPLOAD_SIDE, MAX_UPLOAD_PIXELS / 1_000_000),
    );

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const files = storage();
  const variants: UploadedImage['variants'] = [];
  let largest = { width: 0, height: 0 };
  try {
    for (const width of UPLOAD_WIDTHS) {
      const { data, info } = await sharp(bytes, { animated: false, limitInputPixels: MAX_UPLOAD_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      // Smaller originals give the same size for several widths: keep each size once.
      if (variants.some((variant) => variant.width === info.width)) continue;
      const stored = await files.put(
        `uploads/${hash}-${info.width}.webp`,
        new Uint8Array(data),
        'image/webp',
      );
      variants.push({ width: info.width, url: stored.url });
      if (info.width > largest.width) largest = { width: info.width, height: info.height };
    }
  } catch (error) {
    // The bucket being away is not the image's fault: try again later (503 with Retry-After).
    if (error instanceof StorageUnavailable) {
      log.warn('upload storage unreachable', { error });
      throw serviceUnavailable(STORAGE_RETRY_AFTER_SECONDS, messages.editor.storageUnavailable);
    }
    throw new HttpError(422, messages.editor.uploadUnreadable);
  }
  // The content column is about 960 px wide: that variant is the default URL.
  const main = variants.find((variant) => variant.width >= 960) ?? variants.at(-1)!;
  await (await db()).transaction(async (tx) => {
    const [row] = await tx
      .insert(uploads)
      .values({
        storageKey: `uploads/${hash}`,
        url: main.url,
        mimeType: 'image/webp',
        sizeBytes: bytes.byteLength,
        width: largest.width,
        height: largest.height,
        variants,
        uploadedByUserId: userId,
      })
      .onConflictDoNothing({ target: uploads.storageKey })
      .returning({ id: uploads.id });
    if (row)
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'upload.created',
        entity: 'upload',
        entityId: row.id,
      });
  });
  return { url: main.url, width: largest.width, height: largest.height, variants };
}

/** Width and height (of one frame) within the limits; a format without them is refused. */
function withinPixelLimits({ width, height, pageHeight }: Metadata): boolean {
  const frameHeight = pageHeight ?? height;
  if (!width || !frameHeight) return false;
  return (
    width <= MAX_UPLOAD_SIDE && frameHeight <= MAX_UPLOAD_SIDE && width * frameHeight <= MAX_UPLOAD_PIXELS
  );
}
