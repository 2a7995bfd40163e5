import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { prisma } from '../db';
import { getEnv } from '../env';
import { log, logHash } from '../log';

// Outgoing mail. With SMTP_URL it goes through SMTP; without it (development, tests, the embedded
// demo) nothing is sent: the message is logged and written to `${DATA_DIR}/mail/` as JSON, where
// developers and the browser tests read it (e.g. the magic link).

export interface MailMessage {
  /**
   * The school sending it (issue 56, ADR 0306): its name on From (with MAIL_FROM's address), its reply-to
   * address, and its fair share of the mail queue. Absent: MAIL_FROM as it is (operator mail).
   */
  tenantId?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra headers, e.g. List-Unsubscribe (notification e-mails) */
  headers?: Record<string, string>;
}

export interface StoredMail extends MailMessage {
  from: string;
  replyTo?: string;
  createdAt: string;
}

const g = globalThis as unknown as { __pracaMailer?: { url: string; transport: Transporter } };

function transportFor(url: string): Transporter {
  if (g.__pracaMailer?.url !== url) g.__pracaMailer = { url, transport: nodemailer.createTransport(url) };
  return g.__pracaMailer.transport;
}

export function mailDir(): string {
  return path.resolve(getEnv().DATA_DIR, 'mail');
}

/** The address part of MAIL_FROM ('Praça <no-reply@x>' or 'no-reply@x'). */
export function mailFromAddress(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** '"Name" <address>' with the name quoted (RFC 5322: backslash and double quote escaped). */
export function formatAddress(name: string, address: string): string {
  const plain = name.replace(/[\r\n]+/g, ' ').trim();
  return plain ? `"${plain.replace(/["\\]/g, (c) => `\\${c}`)}" <${address}>` : address;
}

/**
 * Who a mail is from (issue 56, ADR 0306): the school's name with MAIL_FROM's address (the domain the
 * operator's SPF/DKIM cover), and the school's reply-to when it set one. Without a school, MAIL_FROM.
 */
export async function senderOf(tenantId: string | undefined): Promise<{ from: string; replyTo?: string }> {
  const mailFrom = getEnv().MAIL_FROM;
  if (!tenantId) return { from: mailFrom };
  const tenant = await prisma.tenant.findUnique({
    where: { id: tenantId },
    select: { name: true, settings: { select: { seoName: true, mailReplyTo: true } } },
  });
  if (!tenant) return { from: mailFrom };
  // the name the school shows ('Nome da plataforma', where the reply-to is set too)
  const name = tenant.settings?.seoName?.trim() || tenant.name;
  const replyTo = tenant.settings?.mailReplyTo ?? undefined;
  return { from: formatAddress(name, mailFromAddress(mailFrom)), ...(replyTo ? { replyTo } : {}) };
}

export async function sendMail({ tenantId, ...message }: MailMessage): Promise<void> {
  const env = getEnv();
  // Held with the jobs (ADR 0302): the send-email job fails and pg-boss keeps it for a later retry.
  if (env.JOBS_PAUSED) throw new Error('mail held: JOBS_PAUSED=true');
  const sender = await senderOf(tenantId);
  if (env.SMTP_URL) {
    const info = await transportFor(env.SMTP_URL).sendMail({ ...sender, ...message });
    // the address stays out of the log (issue 56): its hash still tells one recipient's mails apart
    log('info', 'mail sent', {
      to: logHash(message.to),
      subject: message.subject,
      messageId: info.messageId,
      ...(tenantId ? { tenant: tenantId } : {}),
    });
    return;
  }
  const stored: StoredMail = {
    ...sender,
    ...message,
    ...(tenantId ? { tenantId } : {}),
    createdAt: new Date().toISOString(),
  };
  const dir = mailDir();
  await mkdir(dir, { recursive: true });
  // The timestamp prefix keeps the files in send order when listed.
  const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.json`);
  // Written under another name first, so a reader never sees half a file.
  await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  // The body can hold a sign-in link: only development and tests print it.
  log(env.NODE_ENV === 'production' ? 'warn' : 'info', 'mail (not sent: SMTP_URL is unset)', {
    to: env.NODE_ENV === 'production' ? logHash(message.to) : message.to,
    subject: message.subject,
    ...(env.NODE_ENV === 'production' ? {} : { text: message.text }),
    file,
  });
}

/** The newest stored (unsent) message to `to`, or null. For tests and local development. */
export async function readLatestMail(to: string): Promise<StoredMail | null> {
  let names: string[];
  try {
    names = await readdir(mailDir());
  } catch {
    return null;
  }
  const wanted = to.trim().toLowerCase();
  // Names start with a millisecond timestamp: newest first, stop at the first match.
  const newestFirst = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse();
  for (const name of newestFirst) {
    try {
      const mail = JSON.parse(await readFile(path.join(mailDir(), name), 'utf8')) as StoredMail;
      if (mail.to?.toLowerCase() === wanted) return mail;
    } catch {
      /* a file being written, or not a message */
    }
  }
  return null;
}
