import { statfsSync } from 'node:fs';

/**
 * Below this much free space in DATA_DIR the embedded database cannot be trusted to write: a
 * checkpoint or a new WAL segment (16 MB) would fail. Readiness answers 503 from here on, so a
 * load balancer sends shoppers elsewhere instead of to failing orders, until space returns.
 */
export const MIN_FREE_BYTES = 32 * 1024 * 1024;

/** Free bytes for this process in the file system holding `dir`; undefined where statfs is unsupported. */
export function freeBytes(dir: string): number | undefined {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

/** True when the file system of `dir` has less than MIN_FREE_BYTES left. */
export function diskNearlyFull(dir: string, minimum = MIN_FREE_BYTES): boolean {
  const free = freeBytes(dir);
  return free !== undefined && free < minimum;
}
