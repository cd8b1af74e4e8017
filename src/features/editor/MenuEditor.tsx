import { useCallback, useEffect, useRef, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import AdminShell from '~/components/staff/AdminShell';
import { useStaffData } from '~/components/staff/use-staff-data';
import { moveItem, useSortable } from '~/components/use-sortable';
import {
  MENU_KINDS,
  MENU_LIMITS,
  type MenuEditorData,
  type MenuItem,
  type MenuKind,
} from '~/features/content/menu';
import * as siteContentTexts from '~/lib/messages/site-content';
import { loadMenu, saveMenu } from './menu.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { menuEditor: siteContentTexts.menuEditor };
const text = messages.menuEditor;

const smallButton =
  'rounded-lg border-2 border-brand-600 bg-white px-2 py-1 text-base font-semibold text-brand-700 hover:bg-brand-50 focus-ring disabled:opacity-40';

/** An item as the form holds it: a key of its own, so React and the drag keep track of it. */
type Row = MenuItem & { key: number };

/** The staff screen of the shop's main menu (decision 038): editors and admins. */
export default function MenuEditor() {
  return (
    <AdminShell requires="editor" current="menu" title={text.title}>
      {() => <MenuScreen />}
    </AdminShell>
  );
}

function MenuScreen() {
  const load = useCallback(() => loadMenu(), []);
  const { data, error, loading } = useStaffData(load);
  if (loading && !data) return <p className="mt-6 text-lg text-ink-soft">{text.loading}</p>;
  if (error || !data) return <FormAlert text={error ?? text.loadFailed} />;
  return <MenuForm initial={data} />;
}

export function MenuForm({ initial }: { initial: MenuEditorData }) {
  const nextKey = useRef(0);
  const withKeys = (items: MenuItem[]): Row[] => items.map((item) => ({ ...item, key: nextKey.current++ }));
  const [rows, setRows] = useState<Row[]>(() => withKeys(initial.items));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'status'; text: string }>();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  const change = (update: (previous: Row[]) => Row[]) => {
    setRows(update);
    setDirty(true);
    setOutcome(undefined);
  };
  const move = useCallback((from: number, to: number) => {
    setRows((previous) => moveItem(previous, from, to));
    setDirty(true);
  }, []);
  useSortable(list, move);

  // Unsaved changes: the browser asks before the page is left.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const update = (key: number, values: Partial<MenuItem>) =>
    change((previous) => previous.map((row) => (row.key === key ? { ...row, ...values } : row)));

  const save = async () => {
    setSaving(true);
    setOutcome(undefined);
    const result = await saveMenu(rows.map(({ label, kind, target }) => ({ label, kind, target })));
    setSaving(false);
    if (!result.ok) {
      setErrors(result.errors);
      setOutcome({ kind: 'error', text: result.message ?? text.saveFailed });
      return;
    }
    setRows(withKeys(result.items));
    setErrors({});
    setDirty(false);
    setOutcome({ kind: 'status', text: text.saved });
  };

  const targetOptions = (kind: MenuKind) =>
    kind === 'page' ? initial.options.pages : kind === 'category' ? initial.options.categories : [];

  return (
    <form
      className="mt-6 grid max-w-5xl gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="text-lg">{text.intro}</p>
      <section
        aria-labelledby="menu-items-title"
        className="rounded-2xl border border-surface-line bg-white p-4"
      >
        <h2 id="menu-items-title" className="text-xl font-semibold text-brand-800">
          {text.items(rows.length)}
        </h2>
        {rows.length === 0 && <p className="mt-3 text-base text-ink-soft">{text.empty}</p>}
        <ol ref={list} className="mt-3 grid gap-3" data-testid="menu-items">
          {rows.map((row, index) => {
            const error = (field: string) => errors[`items.${index}.${field}`];
            const name = row.label || text.itemNumber(index + 1);
            return (
              <li key={row.key} className="rounded-lg border border-surface-line bg-surface-soft p-3">
                <fieldset className="grid gap-3">
                  <legend className="flex w-full items-center gap-2 text-lg font-semibold">
                    <span
                      data-drag-handle
                      className="cursor-grab select-none px-1 text-xl text-ink-soft"
                      title={text.dragToMove}
                      aria-hidden="true"
                    >
                      ⠿
                    </span>
                    {text.itemNumber(index + 1)}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-3">
                    <Field
                      density="compact"
                      label={text.label}
                      value={row.label}
                      maxLength={MENU_LIMITS.label}
                      error={error('label')}
                      onChange={(event) => update(row.key, { label: event.target.value })}
                    />
                    <Field density="compact" label={text.kind}>
                      {(control) => (
                        <select
                          {...control}
                          value={row.kind}
                          onChange={(event) =>
                            update(row.key, { kind: event.target.value as MenuKind, target: '' })
                          }
                        >
                          {MENU_KINDS.map((kind) => (
                            <option key={kind} value={kind}>
                              {text.kinds[kind]}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    {row.kind === 'path' ? (
                      <Field
                        density="compact"
                        label={text.path}
                        value={row.target}
                        maxLength={MENU_LIMITS.path}
                        error={error('target')}
                        onChange={(event) => update(row.key, { target: event.target.value })}
                      />
                    ) : (
                      <Field density="compact" label={text.kinds[row.kind]} error={error('target')}>
                        {(control) => (
                          <select
                            {...control}
                            value={row.target}
                            onChange={(event) => update(row.key, { target: event.target.value })}
                          >
                            <option value="">{text.choose}</option>
                            {targetOptions(row.kind).map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </select>
                        )}
                      </Field>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === 0}
                      aria-label={text.moveUp(name)}
                      onClick={() => move(index, index - 1)}
                    >
                      {text.up}
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === rows.length - 1}
                      aria-label={text.moveDown(name)}
                      onClick={() => move(index, index + 1)}
                    >
                      {text.down}
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={text.removeItem(name)}
                      onClick={() => change((previous) => previous.filter((other) => other.key !== row.key))}
                    >
                      {text.remove}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="btn-secondary mt-3"
          disabled={rows.length >= MENU_LIMITS.items}
          onClick={() =>
            change((previous) => [
              ...previous,
              { label: '', kind: 'page', target: '', key: nextKey.current++ },
            ])
          }
        >
          {text.add}
        </button>
        {rows.length >= MENU_LIMITS.items && (
          <p className="mt-2 text-base text-ink-soft">{text.tooMany(MENU_LIMITS.items)}</p>
        )}
      </section>
      {errors.items && <FormAlert text={errors.items.join(' ')} />}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-4 rounded-2xl border border-surface-line bg-white p-4 shadow-lg">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? text.saving : text.save}
        </button>
        {dirty && !saving && <span className="text-base text-ink-soft">{text.unsaved}</span>}
      </div>
      {outcome && <FormAlert kind={outcome.kind} text={outcome.text} />}
    </form>
  );
}
