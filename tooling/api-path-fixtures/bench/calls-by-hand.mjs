// A bench script that types addresses of the API by hand (tooling/tests-call-through-endpoints.test.ts): each
// line the check must find ends with a comment that says so; the other lines must pass.
import { load, startBuiltServer } from './lib.mjs';

const AGENT = { agente: '109', 'content-type': 'application/json' };
const { base } = await startBuiltServer();
const login = await fetch(`${base}/api/user/login/nuevo`, { method: 'POST', headers: AGENT }); // flagged
const results = {
  // A row's name, as a report writes it, is not a call.
  'GET /api/user/inicio (session check + read)': await load({ url: `${base}/api/user/inicio`, headers: AGENT }), // flagged
  'GET /api/notificacion/obtener/notificaciones': await load({ url: base + '/api/notificacion/obtener/notificaciones' }), // flagged
};
const table = `| POST /api/salas that clashes, one at a time | ${results.length} |`;
const sql = `select count(*) from idempotency_keys where route = 'POST /api/pagos/tarjeta'`;
console.log(login, table, sql);
