import type { APIRoute } from 'astro';
import { getDatabase } from '~/server/db';
import { log } from '~/server/log';

/** 200 once the database is migrated and answers; 503 otherwise. */
export const GET: APIRoute = async () => {
  try {
    const database = await getDatabase();
    await database.execute('SELECT 1');
    return new Response(JSON.stringify({ status: 'ok', database: database.kind }), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    log.error('health check failed', { error });
    return new Response(JSON.stringify({ status: 'unavailable' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
  }
};
