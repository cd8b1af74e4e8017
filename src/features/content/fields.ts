import { z } from 'zod';
import * as staffScreensTexts from '~/lib/messages/staff-screens';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { editorForm: staffScreensTexts.editorForm };

/**
 * The field language of content blocks. One definition per block drives three things:
 * the strict schema the server validates a save with, the lenient schema a page renders
 * with (bad or missing values fall back to defaults, so an old page never breaks), and
 * the form the page editor shows. Client-safe: zod only, no server imports.
 */
export type FieldKind = 'text' | 'textarea' | 'richtext' | 'image' | 'multiselect' | 'object' | 'repeater';

/** Where a multiselect takes its options from; the editor loads them, the server checks nothing more. */
export type OptionSource = 'products' | 'articles' | 'categories';

interface FieldBase<T> {
  kind: FieldKind;
  label: string;
  help?: string;
  /** Validates a value on save. */
  strict: z.ZodType<T>;
  /** The value when nothing usable is stored. */
  empty: () => T;
}

export interface TextField extends FieldBase<string> {
  kind: 'text' | 'textarea' | 'richtext' | 'image';
  format?: 'link';
}
export interface MultiselectField extends FieldBase<string[]> {
  kind: 'multiselect';
  source: OptionSource;
  max?: number;
}
export interface ObjectField<S extends FieldShape = FieldShape> extends FieldBase<Values<S>> {
  kind: 'object';
  fields: S;
}
export interface RepeaterField<S extends FieldShape = FieldShape> extends FieldBase<Values<S>[]> {
  kind: 'repeater';
  fields: S;
  /** Label of one item in the editor ('Vraag', 'Kenmerk'). */
  itemLabel: string;
  max?: number;
}

export type Field = TextField | MultiselectField | ObjectField | RepeaterField;
export type FieldShape = Record<string, Field>;
export type ValueOf<F> = F extends FieldBase<infer T> ? T : never;
export type Values<S extends FieldShape> = { [K in keyof S]: ValueOf<S[K]> };

const TEXT_MAX = 500;
const LONG_TEXT_MAX = 20_000;

/** Site-relative paths, http(s), mailto: and tel: only; never javascript: or data:. */
const SAFE_LINK = /^(\/(?!\/)|https?:\/\/|mailto:|tel:|#)/i;
/** Stored images are our own uploads (/media/...), build assets or http(s) URLs; never inline data. */
const SAFE_IMAGE = /^(\/(?!\/)|https?:\/\/)/i;

interface TextOptions {
  help?: string;
  required?: boolean;
}

function textField(
  kind: TextField['kind'],
  label: string,
  max: number,
  options: TextOptions = {},
): TextField {
  const base = z.string().trim().max(max, messages.editorForm.tooLong(max));
  return {
    kind,
    label,
    help: options.help,
    strict: options.required ? base.min(1, messages.editorForm.required(label)) : base,
    empty: () => '',
  };
}

export const f = {
  text: (label: string, options?: TextOptions) => textField('text', label, TEXT_MAX, options),
  textarea: (label: string, options?: TextOptions) => textField('textarea', label, 4_000, options),
  /** HTML from the rich-text editor; the server sanitises it before storing. */
  richtext: (label: string, options?: TextOptions) => textField('richtext', label, LONG_TEXT_MAX, options),
  /** A link target typed by staff: '/shop', 'https://...', 'mailto:...', 'tel:...'. */
  link: (label: string, options?: TextOptions): TextField => {
    const field = textField('text', label, TEXT_MAX, options);
    return {
      ...field,
      format: 'link',
      strict: field.strict.refine((value) => value === '' || SAFE_LINK.test(value), {
        message: messages.editorForm.linkFormat,
      }),
    };
  },
  image: (label: string, options?: TextOptions): TextField => {
    const field = textField('image', label, 2_000, options);
    return {
      ...field,
      strict: field.strict.refine((value) => value === '' || SAFE_IMAGE.test(value), {
        message: messages.editorForm.imageNotUploaded,
      }),
    };
  },
  multiselect: (
    label: string,
    source: OptionSource,
    options: { max?: number; help?: string } = {},
  ): MultiselectField => ({
    kind: 'multiselect',
    label,
    source,
    max: options.max,
    help: options.help,
    // The spec shows the maximum as a hint and does not enforce it in the editor; the
    // renderer shows at most `max` items, so a longer list is harmless.
    strict: z.array(z.string().trim().min(1).max(200)).max(100),
    empty: () => [],
  }),
  object: <S extends FieldShape>(label: string, fields: S): ObjectField<S> => ({
    kind: 'object',
    label,
    fields,
    strict: strictObject(fields),
    empty: () => emptyValues(fields),
  }),
  repeater: <S extends FieldShape>(
    label: string,
    itemLabel: string,
    fields: S,
    options: { max?: number; help?: string } = {},
  ): RepeaterField<S> => ({
    kind: 'repeater',
    label,
    itemLabel,
    fields,
    max: options.max,
    help: options.help,
    strict: z
      .array(strictObject(fields))
      .max(options.max ?? 50, messages.editorForm.tooManyItems(options.max ?? 50)),
    empty: () => [],
  }),
};

function strictObject<S extends FieldShape>(fields: S): z.ZodType<Values<S>> {
  // A field left out of a save gets its empty value; a field that is sent must be valid.
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      field.strict.optional().transform((value) => value ?? field.empty()),
    ]),
  );
  return z.object(shape) as unknown as z.ZodType<Values<S>>;
}

export function emptyValues<S extends FieldShape>(fields: S): Values<S> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.empty()]),
  ) as Values<S>;
}

/** Strict schema of a whole attribute object: unknown keys are dropped, every field is checked. */
export function strictSchema<S extends FieldShape>(fields: S): z.ZodType<Values<S>> {
  return strictObject(fields);
}

/**
 * Reads stored attributes for rendering: every field that does not fit its definition gets its
 * empty value, item by item, so one bad field never hides a block or breaks a page.
 */
export function readValues<S extends FieldShape>(fields: S, input: unknown): Values<S> {
  const source = isRecord(input) ? input : {};
  const result: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) result[name] = readValue(field, source[name]);
  return result as Values<S>;
}

function readValue(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'object':
      return readValues(field.fields, value);
    case 'repeater':
      return Array.isArray(value) ? value.map((item) => readValues(field.fields, item)) : [];
    case 'multiselect':
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    default: {
      const parsed = field.strict.safeParse(value);
      return parsed.success ? parsed.data : field.empty();
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Applies `transform` to every rich-text value (used by the server to sanitise before storing). */
export function mapRichText<S extends FieldShape>(
  fields: S,
  values: Values<S>,
  transform: (html: string) => string,
) {
  const result: Record<string, unknown> = { ...values };
  for (const [name, field] of Object.entries(fields)) {
    const value = result[name];
    if (field.kind === 'richtext' && typeof value === 'string') result[name] = transform(value);
    else if (field.kind === 'object')
      result[name] = mapRichText(field.fields, value as Values<FieldShape>, transform);
    else if (field.kind === 'repeater' && Array.isArray(value))
      result[name] = value.map((item) => mapRichText(field.fields, item as Values<FieldShape>, transform));
  }
  return result as Values<S>;
}
