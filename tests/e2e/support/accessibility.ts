import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious or critical axe-core violations of the page as it is now, each with the
 * elements at fault, so a failing assertion says what to fix. Empty when the page passes.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read; asking for nothing else spares axe collecting the passes.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
