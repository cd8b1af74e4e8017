import type { EditorOverview } from '~/features/content/editor';
import type { Path } from './editor-state';

/** What every field editor shares: where changes go, server errors, choices and pending images. */
export interface FieldContext {
  onChange: (path: Path, value: unknown) => void;
  /** Server errors by field path inside the block ('faqs.0.question'). */
  errors: Record<string, string[]>;
  options: EditorOverview['options'];
  /** Keeps a chosen file until saving; answers the 'pending:<id>' placeholder. */
  addPendingFile: (file: File) => string;
  previewOf: (value: string) => string;
}

export const inputClass =
  'w-full rounded-lg border-2 border-surface-line bg-white px-3 py-2 text-lg focus:border-brand-600 focus-ring aria-[invalid=true]:border-accent-600';
export const smallButton =
  'rounded-lg border-2 border-brand-600 bg-white px-3 py-1 text-base font-semibold text-brand-700 hover:bg-brand-50 focus-ring disabled:opacity-40';
