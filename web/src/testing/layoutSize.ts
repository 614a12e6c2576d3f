import { vi } from 'vitest';

/**
 * happy-dom lays nothing out, so every box measures 0 and a virtualized list draws no row.
 * This gives the scrolling list (`role="feed"`) a window's height and every other box a row's,
 * enough for the virtualizer to draw what a resident would see.
 */
export function giveListsARealSize({ listPx = 600, rowPx = 60 } = {}) {
  const height = (element: HTMLElement) => (element.getAttribute('role') === 'feed' ? listPx : rowPx);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return height(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return height(this);
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
}
