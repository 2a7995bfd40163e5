// `npm run mail:dead-letters -- list` | `-- resend <id>…` | `-- resend --all` (issue 56, ADR 0304): the
// mails that failed their last retry (a day and more of SMTP trouble), listed or sent again by an
// operator. Under tsx, outside Next, like the worker: `server-only` is mapped to an empty module first.
import { allowServerModules } from '../cli-entry';

const USAGE = 'usage: npm run mail:dead-letters -- list | resend <id>... | resend --all';

async function main(): Promise<number> {
  allowServerModules();
  const [cmd, ...rest] = process.argv.slice(2);
  const { listDeadMail, resendDeadMail } = await import('./dead-letters');
  const { stopBoss } = await import('../jobs/boss');
  try {
    if (cmd === 'list') {
      const mails = await listDeadMail(1000);
      for (const m of mails) console.log(`${m.id}  ${m.failedAt}  ${m.to}  ${m.subject}`);
      console.log(`${mails.length} mail(s) in the dead-letter queue`);
      return 0;
    }
    if (cmd === 'resend' && rest.length > 0) {
      const all = rest.includes('--all');
      const ids = rest.filter((a) => a !== '--all');
      if (!all && ids.some((id) => !/^[0-9a-f-]{36}$/i.test(id))) {
        console.error(`not a job id: ${ids.join(' ')}\n${USAGE}`);
        return 2;
      }
      const sent = await resendDeadMail(all ? null : ids);
      console.log(`${sent} mail(s) queued again`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await stopBoss({ graceful: false });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(1);
  },
);
