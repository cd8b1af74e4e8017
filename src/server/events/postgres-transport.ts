import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { log } from '../log';
import { type EventTransport, LOCAL_ONLY_EVENTS, MAX_EVENT_BYTES, type ShopEvent } from './types';

/** The one channel every instance of the shop listens on. */
const EVENT_CHANNEL = 'zorgzaam_events';

interface Envelope {
  /** The sending instance: it already delivered the event locally and skips its own echo. */
  from: string;
  event: ShopEvent;
}

export interface PostgresTransportOptions {
  url: string;
  /** Called for every event another instance sent. */
  onEvent(event: ShopEvent): Promise<void>;
  /** Called after the listening connection came back: events may have been missed meanwhile. */
  onReconnect(): Promise<void>;
  /** First and longest wait before reconnecting (ms); doubled per failed attempt. */
  backoff?: { initialMs: number; maxMs: number };
}

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection (a pooled connection would lose the LISTEN
 * when returned). NOTIFY goes out on the same connection; PostgreSQL delivers it to every listening
 * session, in commit order. Resolves once listening; reconnects with backoff when the link drops.
 */
export async function createPostgresTransport(options: PostgresTransportOptions): Promise<EventTransport> {
  const instanceId = randomUUID();
  const { initialMs, maxMs } = options.backoff ?? { initialMs: 250, maxMs: 10_000 };
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const receive = (message: pg.Notification) => {
    if (message.channel !== EVENT_CHANNEL || !message.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.payload) as Envelope;
    } catch {
      log.warn('ignored a malformed event', { channel: message.channel });
      return;
    }
    if (envelope.from === instanceId || LOCAL_ONLY_EVENTS.has(envelope.event?.type)) return;
    options.onEvent(envelope.event).catch((error: unknown) => log.error('event handling failed', { error }));
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', receive);
    // 'error' and 'end' both mean the link is gone; only the current client schedules a reconnect.
    const lost = (error?: unknown) => {
      if (client !== next || closed) return;
      client = undefined;
      log.warn('event link to PostgreSQL lost; reconnecting', { error: error ? String(error) : undefined });
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${EVENT_CHANNEL}`);
    client = next;
  };

  const scheduleReconnect = () => {
    const delay = Math.min(maxMs, initialMs * 2 ** attempt);
    attempt++;
    timer = setTimeout(() => {
      timer = undefined;
      if (closed) return;
      connect()
        .then(async () => {
          attempt = 0;
          log.info('event link to PostgreSQL restored');
          await options.onReconnect();
        })
        .catch((error: unknown) => {
          log.warn('event link reconnect failed', { error: String(error), attempt });
          scheduleReconnect();
        });
    }, delay);
    timer.unref();
  };

  await connect();

  return {
    name: 'postgres',
    async publish(event) {
      const payload = JSON.stringify({ from: instanceId, event } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_EVENT_BYTES + 100) throw new Error('event too large for NOTIFY');
      if (!client) throw new Error('event link to PostgreSQL is down');
      await client.query('SELECT pg_notify($1, $2)', [EVENT_CHANNEL, payload]);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
