// The attacker of bench/login-flood.mjs, in its own process: `connections` connections send logins without
// pause, each for another document (as a password sprayer would, so no account's lock stops them first).
// Prints {requestsPerSecond, p99Ms, answers: {status code: count}, unanswered} as JSON.
import autocannon from 'autocannon';
import { authEndpoints, requestOf } from './endpoints.mjs';

const [base, connections, seconds] = process.argv.slice(2);
let next = 0;
const answers = {};
// Each login asks for another document: the request is made anew for each, through the login's endpoint.
const login = () =>
  requestOf(base, authEndpoints.login, {
    user: String(50_000_000 + next++),
    password: 'Spray#2026',
    dispositivo: 'flood',
  });
const { url, method } = login();
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method,
      headers: { agente: '109', 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: login().body }),
      onResponse: (_status, body) => {
        const code = JSON.parse(body).code ?? 'ok';
        answers[code] = (answers[code] ?? 0) + 1;
      },
    },
  ],
});
console.log(
  JSON.stringify({
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    answers,
    unanswered: result.errors + result.timeouts,
  }),
);
