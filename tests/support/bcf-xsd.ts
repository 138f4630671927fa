import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * A shell kept for the test process's life, which runs the xmllint commands: forking this test
 * process (hundreds of MB, with its databases) cost about 35 ms a time, against a few ms for
 * xmllint's own work. The shell runs the commands in the order they were written and answers
 * each with its exit status, in that order.
 */
let shell: ChildProcessWithoutNullStreams | null = null;
let output = '';
const waiting: Array<(status: number) => void> = [];

/** An idle shell keeps no test process alive; a busy one does, until its answer comes. */
function idle(sh: ChildProcessWithoutNullStreams, yes: boolean) {
  for (const handle of [sh, sh.stdin, sh.stdout, sh.stderr] as unknown as Array<{
    ref?: () => void;
    unref?: () => void;
  }>)
    if (yes) handle.unref?.();
    else handle.ref?.();
}

function runInShell(script: string): Promise<number> {
  if (!shell || shell.exitCode !== null) {
    const sh = spawn('sh', [], { stdio: 'pipe' });
    sh.stdout.setEncoding('utf8');
    sh.stdout.on('data', (chunk: string) => {
      output += chunk;
      for (let m = /__done (\d+)\n/.exec(output); m; m = /__done (\d+)\n/.exec(output)) {
        output = output.slice(m.index + m[0].length);
        waiting.shift()?.(Number(m[1]));
      }
      if (waiting.length === 0) idle(sh, true);
    });
    idle(sh, true);
    shell = sh;
  }
  const sh = shell;
  return new Promise<number>((resolve) => {
    waiting.push(resolve);
    idle(sh, false);
    sh.stdin.write(`( ${script} )\necho "__done $?"\n`);
  });
}

/**
 * Every XML file of a BCF archive checked by xmllint against the official XSD of its version;
 * answers the files that fail, with xmllint's messages (empty when all are valid).
 */
export async function xsdErrors(
  archive: Uint8Array,
  version: '2.1' | '3.0',
  schemas = join(bcfData ?? '', 'schemas'),
): Promise<string[]> {
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
    const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
    const stderr = join(dir, '.xmllint-stderr');
    const script = [
      'status=0',
      ...[...bySchema].map(
        ([schema, paths]) =>
          `xmllint --noout --schema ${[join(schemas, version, schema), ...paths].map(quote).join(' ')} 2>>${quote(stderr)} || status=1`,
      ),
      'exit $status',
    ].join('\n');
    if ((await runInShell(script)) === 0) return [];
    return readFileSync(stderr, 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.endsWith(' validates'))
      .map((l) => l.replace(dir + '/', ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
