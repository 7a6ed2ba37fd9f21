// npm run bench:realtime: first, on an idle server, the time from an operator's notice to one person
// (to their socket, and to the toast in a real browser; bench/notify-latency.mjs); then 5 000 sockets on
// one instance (server memory per socket), operator notices broadcast to all and the time from the ops
// call to each delivery (p50, p99). Writes bench/REALTIME.md and bench/realtime.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { authEndpoints, callApi, healthOpsEndpoints, notificationOpsEndpoints } from './endpoints.mjs';
import { ROOT, startBuiltServer, stop, writeJson } from './lib.mjs';
import { notifyToSocket, notifyToToast } from './notify-latency.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5_000);
const BROADCASTS = Number(process.env.BENCH_BROADCASTS ?? 10);
const OPS_SECRET = 'bench-realtime';

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const { child, base } = await startBuiltServer({
  env: { OPS_SECRET, API_RATE_LIMIT_PER_MINUTE: '1000000000' },
  // Lets the server's stats endpoint collect garbage before it reports heap figures.
  nodeArgs: ['--expose-gc'],
});
const sockets = [];
try {
  const login = await callApi(
    base,
    authEndpoints.login,
    { user: '1000001', password: 'Cliente#2026' },
    { agente: '109', 'content-type': 'application/json' },
  );
  const token = login.data.token;
  // One person's notice, measured before the 5 000 sockets so it is the wait on an otherwise idle server.
  const notifyRounds = Number(process.env.BENCH_NOTIFY_ROUNDS ?? 20);
  const toSocket = await notifyToSocket({ base, opsSecret: OPS_SECRET, token, rounds: notifyRounds });
  const toToast = await notifyToToast({ base, opsSecret: OPS_SECRET, rounds: notifyRounds });
  const openBatch = (count) =>
    Promise.all(
      Array.from({ length: count }, () => {
        const socket = io(base, {
          path: '/socket.io',
          transports: ['websocket'],
          auth: { token },
          reconnection: false,
        });
        sockets.push(socket);
        return new Promise((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
      }),
    );
  // Heap figures from the server itself, right after a forced collection (it runs with --expose-gc).
  const stats = async () =>
    (await callApi(base, healthOpsEndpoints.stats, undefined, { 'x-ops-secret': OPS_SECRET })).data;
  await openBatch(500);
  const before = await stats();
  const connectStarted = performance.now();
  for (let i = 500; i < SOCKETS; i += 250) await openBatch(Math.min(250, SOCKETS - i));
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = await stats();
  const measuredSockets = SOCKETS - 500;

  const latencies = [];
  for (let round = 0; round < BROADCASTS; round++) {
    const message = `bench ${round}`;
    const delivered = sockets.map(
      (socket) =>
        new Promise((resolve) => {
          const onNotice = (payload) => {
            if (payload.message !== message) return;
            socket.off('notification', onNotice);
            resolve(performance.now());
          };
          socket.on('notification', onNotice);
        }),
    );
    const sent = performance.now();
    // The notice of docs/decisions/0007 to everyone; its text is what each socket receives as `message`.
    await callApi(
      base,
      notificationOpsEndpoints.notify,
      { para: 'all', titulo: message, texto: message },
      { 'x-ops-secret': OPS_SECRET },
    );
    for (const at of await Promise.all(delivered)) latencies.push(at - sent);
  }
  latencies.sort((a, b) => a - b);
  const results = {
    date: new Date().toISOString(),
    sockets: SOCKETS,
    connectSeconds: Number(connectSeconds.toFixed(2)),
    serverSockets: after.sockets,
    serverMemoryMiB: { before, after },
    // The V8 heap after a full collection: what each socket keeps alive. (External memory is dominated
    // by the embedded database's WebAssembly memory and moves with it, not with sockets.)
    memoryPerSocketKiB: Number((((after.heapUsedMiB - before.heapUsedMiB) * 1024) / measuredSockets).toFixed(1)),
    broadcasts: BROADCASTS,
    deliveries: latencies.length,
    deliveryMs: {
      p50: Math.round(percentile(latencies, 0.5)),
      p99: Math.round(percentile(latencies, 0.99)),
      max: Math.round(latencies.at(-1)),
    },
    // Ops notify to one person (POST /api/ops/notify {para: 1000001}), before the 5 000 sockets.
    notifyToSocketMs: toSocket,
    notifyToToastMs: toToast,
  };
  writeJson(join(ROOT, 'bench/realtime.json'), results);
  const md = [
    '# Realtime load',
    '',
    `${results.date} · one instance (embedded database) · the sockets from one client process on the same 2-core machine`,
    '',
    '| figure | value |',
    '|---|---:|',
    `| sockets connected (WebSocket, one session) | ${results.sockets} (the last 4 500 in ${results.connectSeconds} s) |`,
    `| sockets the server counts | ${results.serverSockets} |`,
    `| server V8 heap, 500 → ${results.sockets} sockets (after a full GC) | ${before.heapUsedMiB} → ${after.heapUsedMiB} MiB (RSS ${before.rssMiB} → ${after.rssMiB} MiB) |`,
    `| heap per socket | ${results.memoryPerSocketKiB} KiB |`,
    `| ops notify → delivered, ${results.broadcasts} broadcasts to all (${results.deliveries} deliveries) | p50 ${results.deliveryMs.p50} ms · p99 ${results.deliveryMs.p99} ms · max ${results.deliveryMs.max} ms |`,
    `| ops notify to one person → \`notification\` on their socket (socket.io-client, idle server), ${toSocket.rounds} notices | median ${toSocket.p50} ms · p95 ${toSocket.p95} ms · max ${toSocket.max} ms |`,
    `| ops notify to one person → toast with that title visible (Chromium, logged in through the login page), ${toToast.rounds} notices | median ${toToast.p50} ms · p95 ${toToast.p95} ms · max ${toToast.max} ms |`,
    '',
    'The one-person figures are timed on the bench side from just before the ops call, after one unmeasured notice; the toast is seen by an observer in the page (on the frame that paints it), not by Playwright polling. p95 of 20 is the 19th by rank.',
    '',
  ].join('\n');
  writeFileSync(join(ROOT, 'bench/REALTIME.md'), md);
  console.log(md);
} finally {
  for (const socket of sockets) socket.close();
  await stop(child);
}
