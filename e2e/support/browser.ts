import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

import './provided-context.ts';

const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts', import.meta.url));
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Its defaults also draw every frame through a GPU emulated in software (SwiftShader): the pages are SVG and
 * HTML, which Chromium's plain software compositing draws for a fraction of the CPU (--disable-gpu), and the
 * stories share two cores with their servers (docs/decisions/0011).
 */
const SOFTWARE_GL = [
  '--ignore-gpu-blocklist',
  '--in-process-gpu',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
/** Chromium's own calls to Google are refused on the test machines: keep it quiet. */
const QUIET = ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** A phone: the portal is used mostly on phones, and 360 px is the narrowest screen it supports. */
export const PHONE = { width: 360, height: 740 } as const;

/**
 * A phone in the hand: 360 × 740 with a touch screen and a mobile viewport. A story on a phone runs in it and taps
 * (`press`, or `locator.tap()`): a story that only clicks with a mouse proves nothing about a finger (the lot map
 * answered the mouse and not a tap, and no story saw it). `useBrowser({ phone: true })` gives every story the same.
 */
export const PHONE_TOUCH = { viewport: PHONE, hasTouch: true, isMobile: true } as const satisfies BrowserContextOptions;

/** A desk: the wide layout (permanent menu, side panels), with a mouse. */
export const DESK = { width: 1280, height: 800 } as const;

export const baseURL = (): string => inject('baseURL');

/** Debian's chromium when installed, else the one @sparticuz/chromium unpacks. */
export async function launchBrowser(): Promise<Browser> {
  if (existsSync(DEBIAN_CHROMIUM)) {
    return chromium.launch({
      executablePath: DEBIAN_CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', ...QUIET],
    });
  }
  const sparticuz = (await import('@sparticuz/chromium')).default;
  // Its defaults target AWS Lambda: --single-process hangs the browser once a context is closed, and a
  // test browser must keep the same-origin rules the portal relies on.
  const unwanted = new Set(['--single-process', '--disable-web-security', ...SOFTWARE_GL]);
  const args = sparticuz.args.filter((arg) => !unwanted.has(arg));
  return chromium.launch({
    executablePath: await sparticuz.executablePath(),
    args: [...args, '--disable-gpu', ...QUIET],
  });
}

export interface BrowserFixture {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

export interface FixtureOptions {
  /** Runs in every page before the app's own scripts (a fake native host, a short inactivity timer…). */
  initScript?: () => void;
  /** A phone in the hand (PHONE_TOUCH): touch and a mobile viewport, for stories that tap. Also the default of a
   * story whose context names no viewport. */
  phone?: boolean;
  context?: BrowserContextOptions;
}

/**
 * One browser per spec file, a fresh context (empty storage) and page per test, a screenshot in
 * e2e/artifacts/<file>--<test>.png when a test fails. Call it at the top of a spec file.
 */
export function useBrowser(options: FixtureOptions = {}): BrowserFixture {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser!.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      locale: 'en-US',
      // The portal's service worker would download the whole app in every story's fresh context; the stories of
      // the offline shell allow it (docs/decisions/0044).
      serviceWorkers: 'block',
      // A story that names no screen is on a phone in the hand: touch and a mobile viewport, and it taps.
      ...(options.phone || !options.context?.viewport ? PHONE_TOUCH : {}),
      ...options.context,
    });
    context.setDefaultTimeout(10_000);
    if (options.initScript) await context.addInitScript(options.initScript);
    page = await context.newPage();
  });
  afterEach(async (test) => {
    // The failure is already recorded when afterEach runs (onTestFailed would run after the page is closed).
    const result = test.task.result;
    if (page && (result?.state === 'fail' || (result?.errors?.length ?? 0) > 0)) {
      await screenshot(page, `${test.task.file.name}--${test.task.name}`);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    get browser() {
      return browser!;
    },
    get context() {
      return context!;
    },
    get page() {
      return page!;
    },
  };
}

/**
 * Saves a screenshot under e2e/artifacts (gitignored): the full page, or only `of` (a part of a long page);
 * never fails the test itself.
 */
export async function screenshot(page: Page, name: string, of?: Locator): Promise<string | undefined> {
  const file = join(ARTIFACTS_DIR, `${name.replace(/^.*\//, '').replace(/[^\w.-]+/g, '-')}.png`);
  try {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    if (of) await of.screenshot({ path: file, timeout: 5_000 });
    else await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
    return file;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// What a person does and sees

const touchPages = new WeakMap<Page, boolean>();
/** Whether the page is on a touch screen (a PHONE_TOUCH context). */
export async function isTouch(page: Page): Promise<boolean> {
  let touch = touchPages.get(page);
  if (touch === undefined) {
    touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
    touchPages.set(page, touch);
  }
  return touch;
}

/** What a person does to press a control: a finger's tap on a touch screen, a click with a mouse. */
export async function press(locator: Locator): Promise<void> {
  if (await isTouch(locator.page())) await locator.tap();
  else await locator.click();
}

/** Ticks a checkbox, by tap on a touch screen. */
export async function tick(locator: Locator): Promise<void> {
  if (!(await isTouch(locator.page()))) return locator.check();
  if (!(await locator.isChecked())) await locator.tap();
}

/** The login form's fields, by their wire names. */
export const loginForm = (page: Page) => ({
  user: page.locator('input[name="user"]'),
  password: page.locator('input[name="password"]'),
  ethics: page.locator('input[name="ethicsAccepted"]'),
  submit: page.locator('form button[type="submit"]'),
  error: page.getByTestId('login-error'),
});

/** Opens the login page at `path` (default `/`) and waits until the form is there. */
export async function openLogin(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await loginForm(page).user.waitFor();
}

/**
 * Fills the login form (opening the login page first when it is not shown), accepts the code of ethics
 * unless told not to, and submits. It does not wait for the outcome: each story checks what it expects.
 */
export async function login(page: Page, user: string, password: string, { ethics = true } = {}): Promise<void> {
  const form = loginForm(page);
  if (!(await form.user.isVisible())) await openLogin(page);
  await form.user.fill(user);
  await form.password.fill(password);
  if (ethics) await tick(form.ethics);
  await press(form.submit);
}

/**
 * Logs in and waits for the home page of `role`, then lets the post-login sequence finish: the pop-up of
 * unread notifications is closed, so the story can go on. Pass `{ welcome: 'keep' }` to look at it instead.
 */
export async function loginToHome(
  page: Page,
  user: string,
  password: string,
  role = 'customer',
  { welcome = 'dismiss' }: { welcome?: 'dismiss' | 'keep' } = {},
): Promise<void> {
  await login(page, user, password);
  await page.getByTestId(`home-${role}`).waitFor();
  if (welcome === 'dismiss') await finishWelcome(page);
}

/** Waits until the post-login dialogs are done, closing the notification pop-up whenever it shows. */
export async function finishWelcome(page: Page): Promise<void> {
  const done = page.getByTestId('welcome-done');
  const close = page.getByTestId('notification-popup-close');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await done.count()) > 0) return;
    if (await close.isVisible()) await press(close);
    await page.waitForTimeout(100);
  }
  throw new Error('the post-login dialogs did not finish (a profile or invoice dialog waiting to be filled?)');
}

/** Opens the menu drawer of the logged-in layout (a phone shows it behind the menu button). */
export async function openMenu(page: Page): Promise<void> {
  const home = page.getByTestId('menu-home');
  // On a busy machine a click can land while an overlay (the busy backdrop, a dialog) fades out and be
  // swallowed; the person would tap again, and so does this.
  for (let attempt = 1; attempt <= 3 && !(await home.isVisible()); attempt++) {
    await press(page.locator('header button[aria-label]').first());
    await home.waitFor({ timeout: 4_000 }).catch(() => undefined);
  }
  await home.waitFor();
  // Let the drawer finish sliding in: entries are not clickable while they move. A transition replaced
  // mid-way rejects its `finished` promise (AbortError), so wait until none is left running.
  await page.locator('.MuiDrawer-paper').evaluate(
    async (paper) => {
      while (paper.getAnimations().length > 0) await Promise.allSettled(paper.getAnimations().map((a) => a.finished));
    },
    undefined,
    { timeout: 5_000 },
  );
}

/** Follows one menu entry (menu-home, menu-customer-service, …). */
export async function chooseMenu(page: Page, id: string): Promise<void> {
  const entry = page.getByTestId(`menu-${id}`);
  // A drawer that closes again while it opens (the page under it drawn anew as the connection drops) is opened
  // again, as a person would; the third time, whatever fails is the story's failure.
  for (let attempt = 1; ; attempt++) {
    try {
      await openMenu(page);
      await (attempt < 3 ? entry.waitFor({ timeout: 5_000 }) : entry.waitFor());
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  await press(entry);
  // A phone's drawer closes (and unmounts) after a choice; wait so the next step does not click it mid-slide.
  // Wide screens (MUI md, 900 px and up) keep a permanent drawer.
  if ((page.viewportSize()?.width ?? 0) < 900) await entry.waitFor({ state: 'detached' });
}

/** The ids of the menu entries shown to this person, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  await openMenu(page);
  return page
    .locator('[data-testid^="menu-"]')
    .evaluateAll((nodes) => nodes.map((node) => (node.getAttribute('data-testid') ?? '').replace(/^menu-/, '')));
}

/** The message shown under a form field (its aria-describedby helper text), or null when none. */
export async function fieldMessage(page: Page, name: string): Promise<string | null> {
  const input = page.locator(`input[name="${name}"]`);
  const helperId = await input.getAttribute('aria-describedby');
  if (!helperId) return null;
  return page.locator(`[id="${helperId}"]`).textContent();
}

/** Waits for a toast containing `text` and answers its full text. */
export async function toastWith(page: Page, text: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.first().waitFor();
  return (await toast.first().textContent()) ?? '';
}

/** The path of the page currently shown. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Horizontal overflow check for narrow screens. */
export const scrollWidth = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth);

/** The session token the web app keeps in local storage (null when logged out). */
export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('vo.token'));
