import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts folder, without types.
import { TEST_BUILD_DIR } from '../../scripts/build-for-tests.mjs';
import { SHELL_REPORT, type ShellReport } from '../../scripts/vite-compress';

/**
 * Issue 18: the signed-in shell's first load (the entry chunk and all it imports statically, and
 * the projects page's own) stays within 250 KB of JavaScript gzip. The figures are those of the
 * client build the browser tests run on (global-setup.ts), written by scripts/vite-compress.ts.
 */
describe("the signed-in shell's first load", () => {
  it('is within its 250 KB gzip budget', () => {
    const report = JSON.parse(
      readFileSync(join(TEST_BUILD_DIR as string, SHELL_REPORT), 'utf8'),
    ) as ShellReport;
    expect(report.page).toBe('src/ui/pages/pro/projects/projects.page.tsx');
    expect(report.budget).toBe(250 * 1024);
    expect(report.shell, `${(report.shell / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(
      report.budget,
    );
  });
});
