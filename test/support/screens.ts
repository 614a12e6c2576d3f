import type { BrowserContextOptions, Locator, Page } from 'playwright-core';

/** The two screens the browser specs look at: a laptop, and a 390×844 touch phone. */
export const DESKTOP = { viewport: { width: 1366, height: 768 } } satisfies BrowserContextOptions;
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions;
export const SCREENS = { desktop: DESKTOP, phone: PHONE } as const;

/** Where an element is drawn; an error if it is not drawn at all. */
export async function boxOf(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not drawn`);
  return box;
}

/** The whole element lies inside the visual viewport: what the person sees, above an on-screen keyboard. */
export async function fullyOnScreen(page: Page, locator: Locator): Promise<boolean> {
  const b = await boxOf(locator);
  // Source text: the test's TypeScript has no DOM types.
  const seen = await page.evaluate<{ top: number; height: number; width: number }>(
    '({ top: visualViewport.offsetTop, height: visualViewport.height, width: visualViewport.width })',
  );
  return (
    b.y >= seen.top - 0.5 &&
    b.y + b.height <= seen.top + seen.height + 0.5 &&
    b.x >= -0.5 &&
    b.x + b.width <= seen.width + 0.5
  );
}
