import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One rule broken on the page, as axe-core reports it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The impacts that fail a screen: what blocks or badly hinders someone using assistive technology. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the whole document of `page` and returns its serious and
 * critical violations (each with the selectors of the elements at fault).
 * Injected once per document (a navigation drops it, so it is added again),
 * through the DevTools protocol rather than a script tag: the app's content
 * security policy rightly refuses inline scripts, and is kept on.
 */
export async function blockingViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate('typeof window.axe !== "undefined"');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // Source text: the test's TypeScript has no DOM types.
  const violations = await page.evaluate<AxeViolation[]>(`
    window.axe.run(document, { resultTypes: ['violations'] }).then((results) =>
      results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      })),
    )`);
  return violations.filter((v) => v.impact !== null && BLOCKING.has(v.impact));
}

/** A readable line per violation, for a failing assertion's message. */
export const describeViolations = (screen: string, violations: AxeViolation[]): string =>
  violations
    .map((v) => `${screen}: ${v.id} (${v.impact}) ${v.help}\n    ${v.targets.join('\n    ')}`)
    .join('\n');
