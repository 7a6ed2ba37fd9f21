import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

/**
 * One address in front of several server instances, as a load balancer without sticky sessions: each
 * HTTP request goes to the next instance in turn, and a WebSocket stays on the instance it was opened
 * on. `served` lists which instance took each request, so a test can show that both took part.
 */
export async function startRoundRobinProxy(targets: readonly string[]) {
  const proxy = createProxyServer({ xfwd: true });
  const served: string[] = [];
  let turn = 0;
  const next = () => {
    const target = targets[turn++ % targets.length]!;
    served.push(target);
    return target;
  };
  const server = createServer((request, response) => {
    proxy.web(request, response, { target: next() }, () => {
      response.statusCode = 502;
      response.end();
    });
  });
  server.on('upgrade', (request, socket, head) => {
    proxy.ws(request, socket, head, { target: next() }, () => socket.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The instance that took the latest request. */
    lastServedBy: () => served.at(-1),
    close: async () => {
      server.closeAllConnections();
      server.close();
      proxy.close();
    },
  };
}
