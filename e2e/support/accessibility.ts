import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0 and 2.1, levels A and AA: what the portal promises (docs/decisions/0030). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Axe's "serious" and "critical" block a person; "moderate" and "minor" are reported by Lighthouse. */
const BLOCKING = new Set(['serious', 'critical']);

/** A finger needs 44 × 44 CSS px (WCAG 2.5.5); the theme's TAP_TARGET_PX. */
export const TAP_TARGET_PX = 44;

/** What axe finds serious or critical on the page as shown now (WCAG 2.1 A/AA), one line per rule. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} [${(node.failureSummary ?? '').replace(/\s+/g, ' ')}]`)
          .join('; '),
    );
}

/** Fails, naming each rule and element, on any serious or critical axe violation; `name` says which page. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  // A dialog or drawer still fading in is drawn half-transparent: axe would measure the fade's colours, not the
  // page's. Wait until no animation is left running (a replaced one rejects its promise, hence allSettled).
  // Only finite ones (a spinner or a skeleton's pulse never ends), and never more than two seconds.
  await page.evaluate(async () => {
    const finite = () =>
      document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const deadline = Date.now() + 2_000;
    while (finite().length > 0 && Date.now() < deadline) {
      const pause = new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));
      await Promise.race([Promise.allSettled(finite().map((animation) => animation.finished)), pause]);
    }
  });
  expect(await axeViolations(page), `${name}: axe found serious or critical violations`).toEqual([]);
}

/**
 * The controls a person taps (buttons, links, tabs, menu items, pagination, check boxes) that are smaller
 * than 44 × 44 px, as "text (width×height)". Hidden and zero-sized elements are skipped; a link inside a
 * sentence is exempt, as WCAG exempts it.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      '[role="button"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      'input[type="checkbox"]',
      'input[type="radio"]',
      'select',
    ].join(',');
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[aria-hidden="true"]')) continue;
      // MUI's check box input is invisible and spread over its box: the box is what a finger hits.
      const target = element.matches('input') ? (element.parentElement ?? element) : element;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      const inSentence = element.matches('a') && getComputedStyle(element).display === 'inline';
      if (inSentence) continue;
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
          .trim()
          .slice(0, 40);
        small.push(`${label || element.tagName} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return small;
  }, TAP_TARGET_PX);
}

/** Fails when a control of the page is smaller than a finger, naming each one. */
export async function expectTappable(page: Page, name: string): Promise<void> {
  expect(await smallTapTargets(page), `${name}: controls smaller than ${TAP_TARGET_PX} × ${TAP_TARGET_PX} px`).toEqual(
    [],
  );
}
