import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PACK = 'react-icons/lu';
const PREFIX = '\0ouvrage-icon:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'react-icons\/lu';?/g;

/**
 * Each Lucide icon as a module of its own. `react-icons/lu` is one module of 1,500 icons: tree-
 * shaken, it keeps every icon the app uses anywhere, and as one module it lands whole in the
 * first chunk that needs any (the shell's): a hundred icons where the shell draws forty. Here
 * `import { LuX } from 'react-icons/lu'` becomes an import of a module holding LuX alone, so each
 * icon goes with the pages that draw it.
 */
export function iconModules(): Plugin {
  let source: string | undefined;
  const iconSource = (name: string) => {
    source ??= readFileSync(
      // The ES module beside the CommonJS one `require` finds.
      createRequire(import.meta.url)
        .resolve(PACK)
        .replace(/\.js$/, '.mjs'),
      'utf8',
    );
    const start = source.indexOf(`export function ${name} (`);
    const end = source.indexOf('\n};', start);
    if (start < 0 || end < 0) return null;
    return source.slice(start, end + 3);
  };
  return {
    name: 'ouvrage:icon-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const code = iconSource(name);
      if (!code) throw new Error(`${PACK} has no icon ${name}`);
      return `import { GenIcon } from 'react-icons/lib';\n${code}\n`;
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes(PACK))
        return null;
      const out = code.replace(IMPORT, (all: string, names: string) => {
        const imports = names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => {
            const [name, alias] = n.split(/\s+as\s+/);
            return `import { ${name}${alias ? ` as ${alias}` : ''} } from '${PREFIX}${name}';`;
          });
        // As many lines as the import had: the code below it keeps its lines (map: null).
        return imports.join(' ') + '\n'.repeat(all.split('\n').length - 1);
      });
      return { code: out, map: null };
    },
  };
}
