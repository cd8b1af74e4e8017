import type { APIRoute } from 'astro';
import { getDatabase } from '~/server/db';
import { checkHealth } from '~/server/http/health';

/**
 * 200 once the database is migrated and answers; 503 otherwise. The built server answers
 * /healthz itself before Astro (src/server/http/health.ts); this route serves `astro dev`.
 */
export const GET: APIRoute = async () => {
  const health = await getDatabase().then(
    (database) => checkHealth(database),
    () => ({ status: 'unavailable' as const }),
  );
  return new Response(JSON.stringify(health), {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
};
