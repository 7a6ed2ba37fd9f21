import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore: the server under test sees
 * exactly what it would see if PostgreSQL stopped and came back, without touching the real one.
 */
export class CuttableProxy {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Drops every connection and refuses new ones, like a stopped database. */
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
