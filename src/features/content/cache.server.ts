import type { APIContext } from 'astro';
import { env } from '~/server/env';
import { log } from '~/server/log';

/** The tags themselves live in ~/server/cache-tags. */

/**
 * Drops cached HTML of changed content at once, on every instance (the provider broadcasts it over
 * the event bus, src/server/events), and tells a CDN or
 * static rebuild through REBUILD_HOOK_URL when one is configured. A failing hook is logged,
 * never fatal: the save itself has succeeded.
 */
export async function invalidateContent(context: Pick<APIContext, 'cache'>, tags: string[]): Promise<void> {
  if (context.cache?.enabled) await context.cache.invalidate({ tags });
  const hook = env().REBUILD_HOOK_URL;
  if (!hook) return;
  try {
    const response = await fetch(hook, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) log.warn('rebuild hook answered with an error', { status: response.status });
  } catch (error) {
    log.warn('rebuild hook failed', { error: String(error) });
  }
}
