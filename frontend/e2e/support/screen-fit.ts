import type { Page } from 'playwright-core';

/**
 * Visible elements wider than the screen, and those reaching past its edges unless an ancestor cuts them off (as the
 * screen-reader copy of the revenue chart is): a table scrolling sideways inside its box counts, since the owner would
 * have to swipe to read it. Each is described by tag, class and left and right edge.
 */
export async function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const inside = (box: DOMRect) => box.left >= -1 && box.right <= screenWidth + 1;
    const cutOff = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if ((overflow === 'hidden' || overflow === 'clip') && inside(parent.getBoundingClientRect())) return true;
      }
      return false;
    };
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
        return box.width > screenWidth + 1 || (!inside(box) && !cutOff(element));
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')} [${Math.round(box.left)}, ${Math.round(box.right)}]`;
      });
  });
}
