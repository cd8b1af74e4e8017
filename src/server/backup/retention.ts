import { archiveTime } from './manifest';

export interface RetentionPolicy {
  /** The newest archive of each of this many most recent days is kept. */
  daily: number;
  /** The newest archive of each of this many most recent ISO weeks is kept. */
  weekly: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4 };

/**
 * The archives to delete: every archive that is neither the newest of one of the last
 * `daily` days that have an archive, nor the newest of one of the last `weekly` weeks.
 * Files that are not archives are never named. Days and weeks are UTC.
 */
export function archivesToDelete(names: string[], policy: RetentionPolicy = DEFAULT_RETENTION): string[] {
  const archives = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((archive): archive is { name: string; at: Date } => archive.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  keepNewestPer(archives, (at) => at.toISOString().slice(0, 10), policy.daily, keep);
  keepNewestPer(archives, isoWeek, policy.weekly, keep);
  return archives.filter((archive) => !keep.has(archive.name)).map((archive) => archive.name);
}

function keepNewestPer(
  newestFirst: { name: string; at: Date }[],
  period: (at: Date) => string,
  howMany: number,
  keep: Set<string>,
): void {
  const seen = new Set<string>();
  for (const archive of newestFirst) {
    const key = period(archive.at);
    if (seen.has(key)) continue;
    if (seen.size === howMany) break;
    seen.add(key);
    keep.add(archive.name);
  }
}

/** ISO 8601 week, e.g. '2026-W48' (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
