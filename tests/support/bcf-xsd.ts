import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';

/** buildingSMART's BCF test data (third party, read in place; tests over it skip when absent). */
export const bcfDataDir = join(process.cwd(), '..', '..', 'shared', 'data', 'bcf');
const fallbackDir = '/work/shared/data/bcf';
export const bcfData = existsSync(bcfDataDir)
  ? bcfDataDir
  : existsSync(fallbackDir)
    ? fallbackDir
    : null;
export const bcfDataMissing =
  'buildingSMART BCF test data absent: put the BCF-XML test cases and schemas in ../shared/data/bcf (see its README)';

/** buildingSMART's 2.0 and 2.1 test cases (one archive per case folder), or none without the data. */
export const bcfTestCases: string[] = bcfData
  ? execFileSync('find', [
      join(bcfData, 'test-cases'),
      '-name',
      '*.bcf*',
      '-not',
      '-path',
      '*/unzipped/*',
    ])
      .toString()
      .trim()
      .split('\n')
      .sort()
  : [];

export function hasXmllint(): boolean {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function schemaOf(name: string): string | null {
  const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
  if (base === 'bcf.version') return 'version.xsd';
  if (base.endsWith('.bcfp')) return 'project.xsd';
  if (base === 'markup.bcf') return 'markup.xsd';
  if (base.endsWith('.bcfv')) return 'visinfo.xsd';
  if (base === 'extensions.xml') return 'extensions.xsd';
  if (base === 'documents.xml') return 'documents.xsd';
  return null;
}

/**
 * Every XML file of a BCF archive checked by xmllint against the official XSD of its version;
 * answers the files that fail, with xmllint's messages (empty when all are valid).
 */
export function xsdErrors(
  archive: Uint8Array,
  version: '2.1' | '3.0',
  schemas = join(bcfData ?? '', 'schemas'),
): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'bcf-xsd-'));
  try {
    const bySchema = new Map<string, string[]>();
    for (const [name, bytes] of Object.entries(unzipSync(archive))) {
      const schema = schemaOf(name);
      if (!schema) continue;
      const path = join(dir, name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, bytes);
      bySchema.set(schema, [...(bySchema.get(schema) ?? []), path]);
    }
    const errors: string[] = [];
    for (const [schema, paths] of bySchema) {
      try {
        execFileSync('xmllint', ['--noout', '--schema', join(schemas, version, schema), ...paths], {
          stdio: 'pipe',
        });
      } catch (err) {
        const stderr = String((err as { stderr?: Buffer }).stderr ?? err);
        errors.push(
          ...stderr
            .split('\n')
            .filter((l) => l.trim() && !l.endsWith(' validates'))
            .map((l) => l.replace(dir + '/', '')),
        );
      }
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
