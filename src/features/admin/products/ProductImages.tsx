import { useCallback, useId, useRef, useState } from 'react';
import { fieldLook } from '~/components/form/field-styles';
import { moveItem, useSortable } from '~/components/use-sortable';
import { uploadImage } from '~/features/editor/editor.actions';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { LIMITS, type ProductInput } from './product-form';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { productForm: staffScreensTexts.productForm };
const text = messages.productForm;

type Image = ProductInput['images'][number];
const smallButton =
  'rounded-lg border-2 border-brand-600 bg-white px-2 py-1 text-base font-semibold text-brand-700 hover:bg-brand-50 focus-ring disabled:opacity-40';

/**
 * The product's images: upload (the site's pipeline: re-encoded to WebP), drag by the handle
 * (sortablejs, as the page editor does) or move with the buttons, alt text per image. The first
 * image is the product's main image; its colour comes from the primary colour field.
 */
export default function ProductImages(props: {
  images: Image[];
  onChange: (images: Image[]) => void;
  error?: string[];
}) {
  const list = useRef<HTMLOListElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const move = useCallback(
    (from: number, to: number) => latest.current.onChange(moveItem(latest.current.images, from, to)),
    [],
  );
  useSortable(list, move);

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploading(true);
    setUploadError(null);
    const added: Image[] = [];
    for (const file of [...files].slice(0, LIMITS.images - props.images.length)) {
      const stored = await uploadImage(file);
      if (stored?.url) added.push({ url: stored.url, alt: '' });
      else setUploadError(`${file.name} kon niet worden geüpload (alleen JPEG, PNG, WebP of AVIF tot 8 MB).`);
    }
    setUploading(false);
    latest.current.onChange([...latest.current.images, ...added]);
  };

  return (
    <fieldset className="min-w-0 grid grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl border border-surface-line bg-white p-4">
      <legend className="px-1 text-xl font-semibold text-brand-800">
        {text.imagesLegend(props.images.length)}
      </legend>
      <ol ref={list} className="grid gap-2" data-testid="image-list">
        {props.images.map((image, index) => (
          <li
            key={image.url}
            className="flex flex-wrap items-center gap-2 rounded-lg border border-surface-line bg-surface-soft p-2"
          >
            <span
              data-drag-handle
              className="cursor-grab select-none px-1 text-xl text-ink-soft"
              aria-hidden="true"
            >
              ⠿
            </span>
            <img
              src={image.url}
              alt=""
              width="64"
              height="64"
              className="h-16 w-16 rounded bg-white object-contain"
            />
            <label className="grid min-w-40 flex-1 gap-1 text-sm font-semibold">
              {text.imageAlt(index + 1)}
              {index === 0 && text.mainImage}
              <input
                value={image.alt}
                onChange={(event) =>
                  props.onChange(
                    props.images.map((item, at) =>
                      at === index ? { ...item, alt: event.target.value } : item,
                    ),
                  )
                }
                className={`${fieldLook.compact.input} font-normal`}
              />
            </label>
            <button
              type="button"
              className={smallButton}
              disabled={index === 0}
              aria-label={text.imageEarlier(index + 1)}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={smallButton}
              disabled={index === props.images.length - 1}
              aria-label={text.imageLater(index + 1)}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className={smallButton}
              aria-label={text.imageRemove(index + 1)}
              onClick={() => props.onChange(props.images.filter((_, at) => at !== index))}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
        <label htmlFor={inputId} className="text-base font-semibold">
          {messages.productForm.addImage}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          disabled={uploading || props.images.length >= LIMITS.images}
          onChange={(event) => {
            void upload(event.target.files);
            event.target.value = '';
          }}
          className="w-full max-w-full text-base focus-ring"
        />
      </div>
      <div aria-live="polite" className="text-base">
        {uploading && <p>{text.uploading}</p>}
        {(uploadError || props.error) && (
          <p className="font-semibold text-accent-700">{uploadError ?? props.error?.join(' ')}</p>
        )}
      </div>
    </fieldset>
  );
}
