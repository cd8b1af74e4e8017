import { formatCalendarDay } from '~/lib/dates';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import type { PresetChoice, useStats } from './use-stats';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, statsPicker: staffScreensTexts.statsPicker };

const text = messages.statsPicker;
const PRESETS: { id: PresetChoice; label: string }[] = (['7d', '30d', '12m', 'custom'] as const).map(
  (id) => ({
    id,
    label: text.presets[id],
  }),
);

type PeriodPickerProps = Omit<ReturnType<typeof useStats>, 'error'>;

/** The period choice (presets or two dates) and which period is shown against which. */
export function PeriodPicker({
  preset,
  choose,
  custom,
  setCustom,
  customError,
  showCustom,
  stats,
  loading,
}: PeriodPickerProps) {
  return (
    <section aria-labelledby="period-title" className="rounded-2xl border border-surface-line bg-white p-5">
      <h2 id="period-title" className="sr-only">
        {text.period}
      </h2>
      <fieldset>
        <legend className="text-lg font-semibold">{text.period}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PRESETS.map((option) => (
            <label
              key={option.id}
              className={`cursor-pointer rounded-lg border-2 px-4 py-2 text-lg font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                preset === option.id
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-surface-line bg-white text-ink hover:border-brand-600'
              }`}
            >
              <input
                type="radio"
                name="period"
                value={option.id}
                checked={preset === option.id}
                onChange={() => choose(option.id)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {preset === 'custom' && (
        <form onSubmit={showCustom} className="mt-4 flex flex-wrap items-end gap-4" noValidate>
          <label className="grid gap-1 text-base font-medium">
            {text.from}
            <input
              type="date"
              value={custom.from}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
              className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
            />
          </label>
          <label className="grid gap-1 text-base font-medium">
            {text.to}
            <input
              type="date"
              value={custom.to}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
              className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
            />
          </label>
          <button type="submit" className="btn-primary">
            {text.show}
          </button>
          {customError && (
            <p role="alert" className="w-full text-lg font-semibold text-accent-700">
              {customError}
            </p>
          )}
        </form>
      )}
      <p className="mt-4 text-base text-ink-soft" aria-live="polite">
        {stats
          ? text.comparedWith(
              formatCalendarDay(stats.period.from),
              formatCalendarDay(stats.period.to),
              formatCalendarDay(stats.previous.from),
              formatCalendarDay(stats.previous.to),
            )
          : messages.admin.loading}
        {loading && stats ? ` (${messages.admin.loading.toLowerCase()})` : ''}
      </p>
    </section>
  );
}
