import 'server-only';
import { Client } from 'pg';
import { OUTBOX_CHANNEL } from '@/lib/events/outbox';
import { log } from '../log';

// The worker's LISTEN connection for the outbox (docs/decisions.md 140, 197). A dropped connection (a
// restarted or failed-over database, an idle timeout, pg_terminate_backend) is opened again with an
// exponential backoff, and every (re)connection is followed by a drain, since a NOTIFY sent while no
// connection listened is lost. Until it is back, the cron 'outbox-drain' job is the only drain.

export interface OutboxListenerOptions {
  connectionString: string | undefined;
  /**
   * called on every NOTIFY (with its payload) and after every successful (re)connection (without one:
   * what was sent while nobody listened is lost)
   */
  onNotify: (payload?: string) => void;
  /** the channel (default the outbox's); the per-tenant cache bus listens on its own (ADR 0482) */
  channel?: string;
  applicationName?: string;
  /** first retry delay, doubled after each failed attempt up to maxDelayMs */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface OutboxListener {
  /** the listening backend's process id, null while disconnected */
  readonly pid: number | null;
  /** how many times a connection was established (1 after the first, +1 per reconnection) */
  readonly connections: number;
  /** NOTIFY on this connection's channel; false while disconnected or when it fails */
  notify(payload: string): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Connects and LISTENs; resolves once the first connection listens (rejects when it cannot, as a worker
 * that starts without its database should fail). Later drops are retried for as long as it runs.
 */
export async function startOutboxListener(options: OutboxListenerOptions): Promise<OutboxListener> {
  const minDelay = options.minDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 30_000;
  let client: Client | null = null;
  let pid: number | null = null;
  let connections = 0;
  let stopped = false;
  let delay = minDelay;
  let timer: NodeJS.Timeout | null = null;
  const channel = options.channel ?? OUTBOX_CHANNEL;
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);

  async function connect(): Promise<void> {
    const c = new Client({
      connectionString: options.connectionString,
      application_name: options.applicationName ?? 'praca-outbox',
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return; // 'error' and 'end' both come for one drop
      lost = true;
      const wasUp = client === c;
      if (wasUp) {
        client = null;
        pid = null;
      }
      c.end().catch(() => {});
      // a connection that never listened is its connect()'s caller to retry
      if (stopped || !wasUp) return;
      log('error', 'outbox listener lost its connection', { error: err?.message ?? 'ended' });
      scheduleReconnect();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', (msg) => options.onNotify(msg.payload ?? ''));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      const rows = await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      if (lost) throw new Error('connection lost while starting to listen');
      if (stopped) {
        await c.end().catch(() => {});
        return;
      }
      client = c;
      pid = rows.rows[0]?.pid ?? null;
      connections++;
      delay = minDelay;
      options.onNotify(); // what committed while nobody listened
    } catch (err) {
      lost = true;
      await c.end().catch(() => {});
      throw err;
    }
  }

  function scheduleReconnect(): void {
    if (stopped || timer) return;
    const wait = delay;
    delay = Math.min(delay * 2, maxDelay);
    timer = setTimeout(() => {
      timer = null;
      connect()
        .then(() => log('info', 'outbox listener reconnected', { pid }))
        .catch((err: unknown) => {
          log('error', 'outbox listener reconnect failed', {
            error: err instanceof Error ? err.message : String(err),
            retryInMs: delay,
          });
          scheduleReconnect();
        });
    }, wait);
    timer.unref?.();
  }

  await connect();
  return {
    get pid() {
      return pid;
    },
    get connections() {
      return connections;
    },
    async notify(payload: string) {
      const c = client;
      if (!c) return false;
      try {
        await c.query('SELECT pg_notify($1, $2)', [channel, payload]);
        return true;
      } catch {
        return false;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const c = client;
      client = null;
      pid = null;
      await c?.end().catch(() => {});
    },
  };
}
