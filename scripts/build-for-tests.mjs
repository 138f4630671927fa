/**
 * `node scripts/build-for-tests.mjs` (in `npm test`, and by the browser tests' setup): builds the
 * client into dist-test/, never dist/, so a running `npm start` keeps serving its own build; and
 * skips the build when dist-test/ was made from the same sources (a hash of them is kept there).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const TEST_BUILD_DIR = 'dist-test';
const INPUTS = [
  'src',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-compress.ts',
  'scripts/vite-icons.ts',
  'scripts/vite-zod-client.ts',
  'package-lock.json',
  'tsconfig.json',
];
const stampFile = join(TEST_BUILD_DIR, '.sources-hash');

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** A hash of every file the client build reads (names and contents). */
export function sourcesHash() {
  const hash = createHash('sha256');
  for (const f of INPUTS.flatMap(files)) {
    if (/\.test\.tsx?$/.test(f)) continue;
    hash.update(f).update('\0').update(readFileSync(f)).update('\0');
  }
  return hash.digest('hex');
}

export function buildForTests() {
  const hash = sourcesHash();
  const current =
    existsSync(join(TEST_BUILD_DIR, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === hash;
  if (current) {
    console.log(`client build for the tests (${TEST_BUILD_DIR}/) is current`);
    return;
  }
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // NODE_ENV as `npm run build` has it: under Vitest it is "test", and Vite would then bundle
    // React's development build.
    env: { ...process.env, NODE_ENV: 'production', BUILD_DIR: TEST_BUILD_DIR },
  });
  if (build.status !== 0) throw new Error('client build failed');
  writeFileSync(stampFile, hash);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildForTests();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
