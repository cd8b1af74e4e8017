import { type FormEvent, useCallback, useState } from 'react';
import { useStaffData } from '~/components/staff/use-staff-data';
import {
  MAX_STATS_DAYS,
  type Period,
  type PeriodPreset,
  periodDays,
  presetPeriod,
  type StatsResponse,
} from '~/features/admin/stats/stats';
import { todayInNetherlands } from '~/lib/dates';
import * as staffTexts from '~/lib/messages/staff';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { fetchStats } from '../admin.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, statsPeriod: staffScreensTexts.statsPeriod };

export type PresetChoice = PeriodPreset | 'custom';

/** The chosen period and the figures for it: reloads whenever the period changes. */
export function useStats() {
  const [preset, setPreset] = useState<PresetChoice>('30d');
  const [period, setPeriod] = useState<Period>(() => presetPeriod('30d', todayInNetherlands()));
  const [custom, setCustom] = useState<Period>(period);
  const [customError, setCustomError] = useState<string | null>(null);
  const {
    data: stats,
    error,
    loading,
  } = useStaffData<StatsResponse>(
    useCallback(() => fetchStats(period), [period]),
    messages.admin.noAccessStats,
  );

  const choose = (id: PresetChoice) => {
    setPreset(id);
    if (id !== 'custom') setPeriod(presetPeriod(id, todayInNetherlands()));
  };

  const showCustom = (event: FormEvent) => {
    event.preventDefault();
    // The same rules as the API's (which checks again): both dates, in order, at most five years.
    const problem =
      !custom.from || !custom.to
        ? messages.statsPeriod.bothDates
        : custom.from > custom.to
          ? messages.statsPeriod.endBeforeStart
          : periodDays(custom) > MAX_STATS_DAYS
            ? messages.statsPeriod.tooLong
            : null;
    setCustomError(problem);
    if (!problem) setPeriod({ ...custom });
  };

  return { preset, choose, custom, setCustom, customError, showCustom, stats, error, loading };
}
