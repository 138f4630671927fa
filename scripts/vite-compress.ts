import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const gz = promisify(gzip);
const br = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|wasm|woff)$/;
/** The signed-in shell's first load: the entry with its imports, and the projects page's. */
const SHELL_BUDGET = 250 * 1024;
const SHELL_PAGE = 'src/ui/pages/pro/projects/projects.page.tsx';
/** The figures of the last build, beside it. */
export const SHELL_REPORT = '.shell-size.json';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * After the build: writes a .br (quality 11, 9 past 512 KB) and a .gz (level 9) beside every text or wasm file
 * worth it, served as they are by the server (server/plugins/spa.ts); then prints the gzip size
 * of each entry chunk, with what its static imports add, and the signed-in shell's first load
 * against its 250 KB budget.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ouvrage:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const sizes = await compressAll(outDir);
      const shell = report(bundle, sizes);
      // Read by tests/e2e/shell-budget.spec.ts (the browser tests' build), so the budget cannot
      // be passed silently.
      if (shell) await writeFile(join(outDir, SHELL_REPORT), JSON.stringify(shell, null, 2));
    },
  };
}

async function compressAll(dir: string): Promise<Map<string, number>> {
  const gzipSizes = new Map<string, number>();
  const files = (await readdir(dir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (f) => {
      const path = join(dir, f);
      if (!(await stat(path)).isFile()) return;
      const raw = await readFile(path);
      const [g, b] = await Promise.all([
        gz(raw, { level: 9 }),
        br(raw, {
          params: {
            // 11 (the smallest) costs seconds per megabyte: the big worker and wasm take 9.
            [constants.BROTLI_PARAM_QUALITY]: raw.length > 512 * 1024 ? 9 : 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
      ]);
      gzipSizes.set(relative(dir, path).split('\\').join('/'), g.length);
      if (g.length < raw.length * 0.9) await writeFile(`${path}.gz`, g);
      if (b.length < raw.length * 0.9) await writeFile(`${path}.br`, b);
    }),
  );
  return gzipSizes;
}

export type ShellReport = { entry: number; page: string; shell: number; budget: number };

function report(bundle: OutputBundle, gzipSizes: Map<string, number>): ShellReport | undefined {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const size = (file: string) => gzipSizes.get(file) ?? 0;
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const i of byFile.get(file)?.imports ?? []) closure(i, seen);
    return seen;
  };
  const total = (files: Set<string>) => [...files].reduce((n, f) => n + size(f), 0);
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return undefined;
  const base = closure(entry.fileName);
  const lines = [
    `${entry.fileName}  ${kb(size(entry.fileName))} gzip, ${kb(total(base))} with its imports`,
  ];
  const pages = chunks
    .filter((c) => c.isDynamicEntry)
    .map((c) => {
      const own = closure(c.fileName);
      for (const f of base) own.delete(f);
      return { c, added: total(own) };
    })
    .sort((a, b) => b.added - a.added);
  for (const { c, added } of pages)
    lines.push(`  ${c.fileName}  ${kb(size(c.fileName))} gzip, +${kb(added)} on first visit`);
  const shellPage = pages.find((p) => p.c.facadeModuleId?.endsWith(SHELL_PAGE));
  const shell = total(base) + (shellPage?.added ?? 0);
  lines.push(
    `signed-in shell (entry + ${SHELL_PAGE.split('/').pop()}): ${kb(shell)} of JavaScript gzip` +
      ` (budget ${kb(SHELL_BUDGET)})${shell > SHELL_BUDGET ? '  OVER BUDGET' : ''}`,
  );
  console.log(`\nentry chunks, gzip:\n${lines.join('\n')}`);
  return { entry: total(base), page: SHELL_PAGE, shell, budget: SHELL_BUDGET };
}
