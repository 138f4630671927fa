/**
 * npm run bench [-- <name>…]: runs the named benchmarks (all when none is named) and prints figures.
 * Benchmarks measure; they never fail a build. Each lives in bench/<name>.bench.ts.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const available = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''));
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : available;

for (const name of names) {
  if (!available.includes(name)) {
    console.error(`unknown benchmark "${name}"; available: ${available.join(', ')}`);
    process.exit(2);
  }
  console.log(`\n# bench: ${name}`);
  const mod = (await import(`./${name}.bench.ts`)) as { run: (args: string[]) => Promise<void> };
  await mod.run(process.argv.slice(2));
}
