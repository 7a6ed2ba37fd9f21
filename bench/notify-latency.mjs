// Part of npm run bench:realtime: how long one person waits for a notification the operator sends
// (POST /api/ops/notify {para, titulo, texto}, docs/decisions/0007), measured two ways:
//  - to the `notification` event on a socket.io-client socket of that person (the server's part), and
//  - to the toast on screen in a real Chromium logged in through the login page (the whole way).
// Every round sends a title of its own and waits for exactly that one, so nothing is counted twice.
import { io } from 'socket.io-client';
import { notificationOpsEndpoints, requestOf } from './endpoints.mjs';
import { launch } from './web-size.mjs';

const PERSON = { user: '1000001', password: 'Cliente#2026' };
/** A round that has not arrived by then is a failure, not a slow figure. */
const ROUND_TIMEOUT_MS = 15_000;

/** Median (mean of the middle two for an even count) and p95 by nearest rank: of 20, the 19th. */
export function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const n = sorted.length;
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  const rank = (q) => sorted[Math.max(0, Math.ceil(q * n) - 1)];
  const ms = (value) => Number(value.toFixed(1));
  return { rounds: n, p50: ms(median), p95: ms(rank(0.95)), max: ms(sorted[n - 1]) };
}

function notify(base, opsSecret, titulo) {
  const notice = { para: PERSON.user, titulo, texto: `Medición de latencia: ${titulo}` };
  const { url, ...init } = requestOf(base, notificationOpsEndpoints.notify, notice, { 'x-ops-secret': opsSecret });
  return fetch(url, init);
}

function withTimeout(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`bench: ${what} did not arrive in ${ROUND_TIMEOUT_MS} ms`)),
      ROUND_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ops notify → `notification` event on one socket of the person. One unmeasured round first, so the
 * figures are the steady state and not the first use of the route.
 */
export async function notifyToSocket({ base, opsSecret, token, rounds = 20 }) {
  const socket = io(base, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  try {
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const latencies = [];
    for (let round = 0; round <= rounds; round++) {
      const titulo = `socket ${round} ${Date.now()}`;
      const arrived = new Promise((resolve) => {
        const onNotification = (payload) => {
          if (payload?.titulo !== titulo) return;
          socket.off('notification', onNotification);
          resolve(performance.now());
        };
        socket.on('notification', onNotification);
      });
      const sent = performance.now();
      const response = await notify(base, opsSecret, titulo);
      if (!response.ok) throw new Error(`bench: ops notify answered ${response.status}`);
      const at = await withTimeout(arrived, `notification "${titulo}"`);
      if (round > 0) latencies.push(at - sent);
    }
    return summary(latencies);
  } finally {
    socket.close();
  }
}

/**
 * Ops notify → the toast with that title on screen in Chromium, timed on this (Node) side: from just
 * before the fetch to when the page reports the toast.
 *
 * Why not simply `locator.waitFor()`: Playwright checks a selector again after 0, 20, 50, 100, 100, then
 * every 500 ms (retryWithProgressAndBackoff in playwright-core), so a toast that shows at 80 ms is reported
 * at 170 ms: the figure would be Playwright's schedule. Instead an observer in the page, armed before the
 * fetch, sees the toast the moment React inserts it and answers on the next animation frame (the frame
 * that paints it); the locator then checks it really is visible.
 *
 * One unmeasured round first: it makes sure the page's socket is connected and the toast's lazily
 * loaded code is in, which only the very first toast of a visit waits for.
 */
export async function notifyToToast({ base, opsSecret, rounds = 20 }) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    page.setDefaultTimeout(ROUND_TIMEOUT_MS);
    await loginThroughPage(page, base);
    const toasts = page.getByTestId('toast');
    const latencies = [];
    for (let round = 0; round <= rounds; round++) {
      const titulo = `toast ${round} ${Date.now()}`;
      await page.evaluate(armToastObserver, titulo);
      const sent = performance.now();
      const response = await notify(base, opsSecret, titulo);
      if (!response.ok) throw new Error(`bench: ops notify answered ${response.status}`);
      await withTimeout(
        page.evaluate(() => window.__benchToastSeen),
        `toast "${titulo}"`,
      );
      const shown = performance.now();
      const toast = toasts.filter({ hasText: titulo });
      await toast.waitFor({ state: 'visible' });
      if (round > 0) latencies.push(shown - sent);
      // The toaster shows one toast at a time for 12 s each: close this one (its alert's close button) and
      // wait until it is gone, so the next round's toast is not queued behind it.
      await toast.getByRole('button').click();
      await toast.waitFor({ state: 'detached' });
    }
    return summary(latencies);
  } finally {
    await browser.close();
  }
}

/** Runs in the page: a promise (window.__benchToastSeen) that settles when a toast holding `title` is shown. */
function armToastObserver(title) {
  const present = () =>
    [...document.querySelectorAll('[data-testid="toast"]')].some((node) => node.textContent.includes(title));
  window.__benchToastSeen = new Promise((resolve) => {
    const seen = () => requestAnimationFrame(() => resolve(true));
    if (present()) return seen();
    const observer = new MutationObserver(() => {
      if (!present()) return;
      observer.disconnect();
      seen();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Logs in through the login form and waits until the post-login dialogs are over (`welcome-done`,
 * apps/web/src/app/welcome-sequence.tsx). The demo customer has unread notifications, so their pop-up
 * opens first: it is closed with its button, as a person would.
 */
async function loginThroughPage(page, base) {
  await page.goto(`${base}/`);
  await page.locator('input[name="user"]').fill(PERSON.user);
  await page.locator('input[name="password"]').fill(PERSON.password);
  await page.locator('input[name="ethicsAccepted"]').check();
  await page.locator('form button[type="submit"]').click();
  const done = page.getByTestId('welcome-done');
  const popup = page.getByTestId('notification-popup');
  // Waits for either; `welcome-done` is a hidden element, so "attached" rather than "visible".
  for (let step = 0; step < 5; step++) {
    await done.or(popup).first().waitFor({ state: 'attached', timeout: 30_000 });
    if ((await done.count()) > 0) return;
    await page.getByTestId('notification-popup-close').click();
    await popup.waitFor({ state: 'detached' });
  }
  throw new Error('bench: the post-login dialogs did not finish');
}
