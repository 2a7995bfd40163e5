import net from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { enqueue } from '@/lib/server/jobs';
import { startWorker } from '@/lib/server/jobs/worker';
import { createTenant } from '../support/factories';
import { withWorkerMailDir } from '../support/worker-mail-dir';

// Mail across a stopped SMTP server (issue 56, ADR 0304): the send fails while the server is down, the
// job waits to be retried instead of being lost, and once the server is back the same mail is delivered,
// over SMTP, as the school (From with the school's name, its Reply-To). The server is a minimal SMTP
// receiver on a fixed port, stopped and started again like a real one.

/** An SMTP receiver: every message's DATA goes into `received`. */
function smtpReceiver(received: string[]) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let inData = false;
    let buffer = '';
    socket.write('220 praca-test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const command = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(nl + 2);
        if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') return void socket.end('221 bye\r\n');
        else socket.write(command === 'EHLO' ? '250 praca-test\r\n' : '250 ok\r\n');
      }
    });
  });
  return {
    listen: (port = 0) =>
      new Promise<number>((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function until<T>(read: () => Promise<T | null | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const stateOf = async (id: string) =>
  (await prisma.$queryRaw<{ state: string }[]>`SELECT state::text FROM pgboss.job WHERE id = ${id}::uuid`)[0];

withWorkerMailDir('smtp');
afterAll(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe('mail across an SMTP outage', () => {
  it('keeps the mail while the server is down and delivers it once it is back', async () => {
    const received: string[] = [];
    const first = smtpReceiver(received);
    const port = await first.listen();
    await first.close(); // the SMTP server goes down
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);
    resetEnvCache();
    const school = await createTenant('Escola Persistente');
    await prisma.platformSettings.update({
      where: { tenantId: school.id },
      data: { mailReplyTo: 'contato@persistente.example' },
    });

    await startWorker({ pollingIntervalSeconds: 0.5 });
    const id = (await enqueue('send-email', {
      tenantId: school.id,
      to: 'aluna@example.test',
      subject: 'Seu acesso chegou',
      text: 'Olá!',
      html: '<p>Olá!</p>',
    }))!;
    // refused: the job waits for its retry (pg-boss's backoff), nothing was delivered
    await until(async () => ((await stateOf(id))?.state === 'retry' ? true : null));
    expect(received).toHaveLength(0);

    // back on the same port; the retry's wait (30 s and more) is brought forward
    const second = smtpReceiver(received);
    await second.listen(port);
    try {
      await prisma.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE id = ${id}::uuid`;
      await until(async () => ((await stateOf(id))?.state === 'completed' ? true : null));
      expect(received).toHaveLength(1);
      const message = received[0]!;
      expect(message).toMatch(/^Subject: Seu acesso chegou$/m);
      expect(message).toMatch(/^From: "?Escola Persistente"? <no-reply@praca\.local>$/m);
      expect(message).toMatch(/^Reply-To: contato@persistente\.example$/m);
      expect(message).toMatch(/^To: aluna@example\.test$/m);
    } finally {
      await second.close();
    }
  }, 60_000);
});
