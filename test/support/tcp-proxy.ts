// A TCP forwarder in front of PostgreSQL, to play a database that goes away under a running app: `stop()`
// closes the port (new connections are refused) and cuts every open connection, as a stopped server does;
// `start()` opens it again. Used by test/server/database-unavailable.test.ts and e2e/database-outage.spec.ts.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** `url` with this proxy's host and port */
  through(url: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on('error', () => {});
          sock.on('close', () => {
            sockets.delete(sock);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const stop = async () => {
    const s = server;
    server = null;
    for (const sock of sockets) sock.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return {
    port,
    through(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    stop,
    start: () => (server ? Promise.resolve() : listen()),
    close: stop,
  };
}
