import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const STUB = '\0ouvrage-zod-client:';
const SERVER_ONLY = ['json-schema-processors.js', 'to-json-schema.js'];

/**
 * zod without its JSON Schema output in the client build. Every zod schema carries its JSON
 * Schema converter (classic/schemas.js imports them for `.toJSONSchema()`), 5 KB gzip of the
 * signed-in shell that only the server uses (its OpenAPI document). For classic/schemas.js, the
 * two converter modules are replaced by ones whose converters throw when called, keeping
 * `aggregateChecks`, which the schemas' `minLength`-style getters read.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'ouvrage:zod-client',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer || !/zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(importer)) return null;
      const file = SERVER_ONLY.find((f) => id === `../core/${f}`);
      return file ? `${STUB}${join(dirname(dirname(importer)), 'core', file)}` : null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const real = id.slice(STUB.length);
      const names = [
        ...readFileSync(real, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm),
      ].map((m) => m[1]!);
      const kept = names.filter((n) => n === 'aggregateChecks');
      const stubbed = names.filter((n) => n !== 'aggregateChecks');
      return [
        kept.length ? `export { ${kept.join(', ')} } from ${JSON.stringify(real)};` : '',
        'const serverOnly = () => { throw new Error("zod: JSON Schema output is left out of the client build"); };',
        // The method makers return the (throwing) method; the processors throw when called.
        ...stubbed.map((n) =>
          /^create\w+Method$/.test(n)
            ? `export const ${n} = () => serverOnly;`
            : `export const ${n} = serverOnly;`,
        ),
      ].join('\n');
    },
  };
}
