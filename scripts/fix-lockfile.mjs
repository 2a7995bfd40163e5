// Adds placeholder entries for platform-specific optional packages that the lockfile lacks.
//
// The registry mirror on our machines does not serve every platform build (e.g. the darwin and win32
// binaries of @swc/core), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses
// the lockfile ("Missing: @swc/core-darwin-arm64@ from lock file"). Each placeholder records the exact
// version with its os/cpu/libc constraints and no download address: npm skips it on other platforms and
// resolves it from the registry on the platform it is for. Run after `npm install` changes the lockfile.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = {
  arm64: 'arm64',
  aarch64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
};

function constraints(name) {
  const parts = name.split('/').pop().split('-');
  const entry = {};
  const os = parts.find((p) => OS.includes(p));
  if (os) entry.os = [os];
  const cpu = parts.find((p) => p in CPU);
  if (cpu) entry.cpu = [CPU[cpu]];
  if (os === 'linux') {
    if (parts.includes('musl')) entry.libc = ['musl'];
    else if (parts.includes('gnu') || parts.includes('gnueabihf')) entry.libc = ['glibc'];
  }
  return entry;
}

let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = key === '' ? '' : `${key}/`;
    if (packages[`${base}node_modules/${dep}`] || packages[`node_modules/${dep}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(spec)) continue; // only exact platform pins
    const c = constraints(dep);
    if (!c.os && !c.cpu) continue;
    packages[`node_modules/${dep}`] = { version: spec, optional: true, ...c };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lockfile: added ${added} placeholder entries`);
