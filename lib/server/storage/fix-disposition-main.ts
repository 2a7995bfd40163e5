// `npm run storage:fix-disposition [-- --dry-run] [-- --prefix=tenants/<id>/]`: run once by an operator
// after deploying decision 147 on a bucket that already held uploads (docs/storage.md). Documents
// uploaded before it were stored without Content-Disposition, and the bucket serves them inline; this
// rewrites their metadata in place (CopyObject onto itself, MetadataDirective REPLACE, content type and
// other metadata kept). Idempotent: run it again and it fixes nothing. Under tsx, outside Next, like
// the worker: the `server-only` marker is mapped to an empty module first.
import { allowServerModules } from '../cli-entry';

async function main() {
  allowServerModules();
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const prefix = args.find((a) => a.startsWith('--prefix='))?.slice('--prefix='.length);
  const { getStorage } = await import('./index');
  const storage = getStorage();
  if (storage.name !== 's3') {
    // The local driver decides the disposition when it serves a file: nothing is stored to fix.
    console.log(JSON.stringify({ driver: storage.name, fixed: 0, note: 'nothing to do for this driver' }));
    return;
  }
  const report = await (storage as import('./s3').S3Storage).fixDispositions({
    dryRun,
    prefix,
    onFixed: (key) => console.log(`${dryRun ? 'would fix' : 'fixed'} ${key}`),
  });
  console.log(JSON.stringify({ driver: 's3', dryRun, ...report }));
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
});
