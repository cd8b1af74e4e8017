import { getDatabase } from '../db';
import { scheduleJob } from '../jobs';

/** Finished events are kept this long (staff can look back at what was sent), then deleted. */
const KEEP_DAYS = 30;

export async function deleteFinishedEvents(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - KEEP_DAYS * 24 * 3600_000);
  const rows = await (await getDatabase()).execute(
    'DELETE FROM outbox_events WHERE processed_at < $1 RETURNING id',
    [cutoff],
  );
  return rows.length;
}

scheduleJob({ name: 'outbox.cleanup', schedule: { dailyAt: '04:30' }, run: () => deleteFinishedEvents() });
