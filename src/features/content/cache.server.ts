import { env } from '~/server/env';

/**
 * Tells a CDN or static rebuild through REBUILD_HOOK_URL (when set) which cache tags changed.
 * Called by the outbox's handlers after a save; a failure throws, so the outbox tries again.
 */
export async function callRebuildHook(tags: string[]): Promise<void> {
  const hook = env().REBUILD_HOOK_URL;
  if (!hook) return;
  const response = await fetch(hook, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`rebuild hook answered ${response.status}`);
}
