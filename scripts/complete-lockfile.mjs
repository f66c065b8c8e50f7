// Adds package-lock entries for optional platform packages (other OSes/CPUs) that the registry reachable from our
// machines does not serve. npm leaves them out of the lock when it cannot fetch them, and `npm ci` then refuses the
// lock as out of sync. The entries carry os/cpu/libc, so npm skips them on every machine they do not fit.
// Run after changing dependencies: `npm install && npm run lock:complete`.
import fs from 'node:fs';

const OSES = [
  'android',
  'darwin',
  'win32',
  'freebsd',
  'linux',
  'openbsd',
  'sunos',
  'aix',
  'netbsd',
  'openharmony',
];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const added = [];
for (const [key, meta] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[`node_modules/${name}`] || lock.packages[nested]) continue;
    const leaf = name.split('/').pop();
    const os = OSES.find((candidate) => leaf.includes(candidate));
    const cpu = CPUS.find((candidate) => new RegExp(`(^|-)${candidate}($|-)`).test(leaf));
    const entry = { version, optional: true };
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (leaf.includes('musl')) entry.libc = ['musl'];
    else if (leaf.includes('gnu')) entry.libc = ['glibc'];
    lock.packages[`node_modules/${name}`] = entry;
    added.push(`${name}@${version}`);
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added lock entries for: ${added.join(', ')}` : 'package-lock.json already complete',
);
