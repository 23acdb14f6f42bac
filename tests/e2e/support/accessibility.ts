import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The widths layouts are checked at. An axe-core scan costs one to two seconds a page, and its
 * findings (contrast, names, roles) do not depend on the width: every page is scanned on a
 * desktop and measured on a phone, and a phone is scanned where its layout has controls of its
 * own (the menu drawer in navigation.spec.ts, a school's tabs, the list's filters).
 */
export const SCREENS = [
  { device: 'desktop', viewport: { width: 1280, height: 800 }, scan: true },
  { device: 'phone', viewport: { width: 375, height: 740 }, scan: false },
] as const;

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

/** How many pixels the page is wider than the window (0 or less: it fits, no sideways scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
