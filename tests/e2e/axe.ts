import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const SERIOUS = ['serious', 'critical'];

/**
 * The rules whose violations can only be minor or moderate. Each axe rule declares its impact,
 * and axe gives every violation of the rule that impact (axe-core's `_finalizeRuleResult`), so
 * these can never fail `seriousViolations`: they are not run (32 of 105 rules in axe 4.13, among
 * them `region`, which walks the whole page).
 */
const belowSerious: string[] = (
  (axe as unknown as { _audit?: { rules: { id: string; impact?: string }[] } })._audit?.rules ?? []
)
  .filter((r) => r.impact !== undefined && !SERIOUS.includes(r.impact))
  .map((r) => r.id);

/**
 * Waits until every finite animation on the page has finished: a panel, tab or dialog fading
 * in has text at part opacity, which axe's colour-contrast check then judges (under load the
 * check could run mid-fade and fail; alone it came after). Endless ones (spinners) are left.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      const running = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** axe-core itself, evaluated in the page under test. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeApi = typeof axe;

type Violation = {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};

/**
 * axe's violations on the page. A page without frames is analysed in place: axe-core evaluated
 * in it and `axe.run` asked for violations only. `@axe-core/playwright`'s default analysis also
 * opens a new tab to merge the frames' partial results (a new renderer process, and axe parsed
 * three times), which cost about a core-second per analysis; it is kept for pages with frames
 * (a sandboxed PDF preview), whose contents only it can reach.
 */
async function violationsOf(page: Page): Promise<Violation[]> {
  if (page.frames().length > 1) {
    const { violations } = await new AxeBuilder({ page }).disableRules(belowSerious).analyze();
    return violations;
  }
  // Once per document: a page analysed in several states keeps the axe it was given.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (disabled) => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const { violations } = await axe.run(document, {
      rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
      resultTypes: ['violations'],
    });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({
        target: n.target as unknown[],
        html: n.html,
        failureSummary: n.failureSummary,
      })),
    }));
  }, belowSerious);
}

/** Axe's serious and critical violations on the page, one line each with the elements at fault. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // With reduced motion the pages change state without transitions: a button leaving its
  // loading state during the analysis (the /verification screen re-checks on its own) is judged
  // at its final colour, not at the half opacity it fades from.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await animationsSettled(page);
  const violations = await violationsOf(page).finally(() =>
    page.emulateMedia({ reducedMotion: null }),
  );
  return violations
    .filter((v) => SERIOUS.includes(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`)
          .join(', ')}`,
    );
}
