import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { loginForm, openLogin, PHONE } from './browser.ts';

/**
 * A finger dragged across the screen from one point to another, as a phone's touch screen reports it (Playwright
 * has `tap()` but no swipe): touchstart, a few touchmoves, touchend, through the browser's own input layer.
 */
export async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  for (let step = 1; step <= steps; step++) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A phone held in a hand: 360 × 740, touch events and the mobile viewport; stories on it tap, never click. */
export const TOUCH_PHONE: BrowserContextOptions = { viewport: PHONE, hasTouch: true, isMobile: true };

/** Logs in by touch at `path` and waits for `role`'s home, closing the unread-notifications pop-up if it shows. */
export async function tapLoginToHome(page: Page, user: string, password: string, role: string, path = '/') {
  await openLogin(page, path);
  const form = loginForm(page);
  await form.user.fill(user);
  await form.password.fill(password);
  await form.ethics.tap();
  await form.submit.tap();
  await page.getByTestId(`home-${role}`).waitFor();
  const done = page.getByTestId('welcome-done');
  const close = page.getByTestId('notification-popup-close');
  const deadline = Date.now() + 10_000;
  while ((await done.count()) === 0 && Date.now() < deadline) {
    if (await close.isVisible()) await close.tap();
    await page.waitForTimeout(100);
  }
}

/** Opens the phone's menu drawer with a tap and taps one entry (menu-<id>), then waits for the drawer to go. */
export async function tapMenu(page: Page, id: string): Promise<void> {
  const entry = page.getByTestId(`menu-${id}`);
  for (let attempt = 1; attempt <= 3 && !(await entry.isVisible()); attempt++) {
    await page.locator('header button[aria-label]').first().tap();
    await entry.waitFor({ timeout: 4_000 }).catch(() => undefined);
  }
  await page.locator('.MuiDrawer-paper').evaluate(async (paper) => {
    while (paper.getAnimations().length > 0) await Promise.allSettled(paper.getAnimations().map((a) => a.finished));
  });
  await entry.tap();
  await entry.waitFor({ state: 'detached' });
}

/**
 * What a reader would see as broken in the elements matched: a word split over two lines (each word's Range
 * drawn on more than one line) or a text wider than its box (clipped or scrolling). Empty when all is whole.
 */
export async function brokenText(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const found: string[] = [];
    for (const element of nodes as HTMLElement[]) {
      if (element.scrollWidth > element.clientWidth + 1) found.push(`too wide: "${element.textContent}"`);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) found.push(`word broken: "${match[0]}" in "${element.textContent}"`);
        }
      }
    }
    return found;
  });
}

/** Saves what the screen shows now (not the whole page): where a sticky bar or a sheet is seen as a person sees it. */
export async function viewportShot(page: Page, name: string): Promise<void> {
  const file = fileURLToPath(new URL(`../artifacts/${name.replace(/[^\w.-]+/g, '-')}.png`, import.meta.url));
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file, timeout: 5_000 }).catch(() => undefined);
}
