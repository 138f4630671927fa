import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Axe's serious and critical violations on the page, one line each with the elements at fault. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
