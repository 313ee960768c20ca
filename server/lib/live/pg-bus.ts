import pg from 'pg';
import { isLiveKind, LIVE_KINDS } from '../../../shared/live';
import { isLiveTopic, localListeners, type LiveBus, type LiveMessage } from './live-bus';

/** How long to wait before listening again after the connection is lost, growing to the last. */
const RETRY_MS = [250, 1_000, 5_000];

const parse = (payload: string | undefined): LiveMessage | undefined => {
  try {
    const value = JSON.parse(payload ?? '') as Partial<LiveMessage>;
    return isLiveTopic(value.topic) && isLiveKind(value.kind) ? { topic: value.topic, kind: value.kind } : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Several instances on one PostgreSQL database: a change is announced with NOTIFY, and every
 * instance (this one too) hears it on its own LISTEN connection and hands it to its streams. The
 * channel is the schema's, so apps on other schemas of the database hear nothing of it. While the
 * listening connection is lost, changes are missed: once it is back, every open stream is told to
 * read everything again.
 */
export async function createPgBus(pool: pg.Pool, url: string, schema?: string): Promise<LiveBus> {
  const channel = `dishcovery_live_${schema ?? 'public'}`;
  const local = localListeners();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;

  const resync = () => {
    for (const topic of local.topics()) {
      for (const kind of LIVE_KINDS) local.deliver({ topic, kind });
    }
  };

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (note) => {
      const message = note.channel === channel ? parse(note.payload) : undefined;
      if (message) local.deliver(message);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      retry();
    });
    await next.connect();
    await next.query(`listen "${channel}"`);
    client = next;
  }

  function retry(): void {
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures += 1;
    setTimeout(() => {
      if (closed) return;
      listen().then(
        () => {
          failures = 0;
          resync();
        },
        () => retry(),
      );
    }, wait).unref();
  }

  // A database away at start: the streams get their changes once it is back.
  await listen().catch(() => retry());
  return {
    async publish(message) {
      await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(message)]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      local.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
