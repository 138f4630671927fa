/**
 * `node scripts/parallel.mjs a b …`: runs `npm run a`, `npm run b`… side by side (type-check
 * and lint, in `npm test`), prints each one's output once it ends, and fails if any fails.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const out = [];
        child.stdout.on('data', (c) => out.push(c));
        child.stderr.on('data', (c) => out.push(c));
        child.on('close', (code) => {
          process.stdout.write(`> ${name}\n${Buffer.concat(out).toString()}`);
          resolve({ name, code: code ?? 1 });
        });
      }),
  ),
);
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) console.error(`${r.name} failed (exit ${r.code})`);
process.exit(failed.length ? 1 : 0);
