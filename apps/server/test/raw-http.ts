import { connect } from 'node:net';

export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request written by hand over a socket, its request line exactly as given: app.inject and
 * fetch would normalise an absolute-form target (`POST http://host/api/… HTTP/1.1`) before the server saw it.
 */
export function rawRequest(
  address: { host: string; port: number },
  request: { method: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const body = request.body ?? '';
  const headers = {
    host: `${address.host}:${address.port}`,
    connection: 'close',
    ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...request.headers,
  };
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, address.host, () => socket.write(`${head}\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        parsed[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      const raw = all.subarray(split + 4);
      const body = parsed['transfer-encoding'] === 'chunked' ? unchunk(raw) : raw;
      resolve({ statusCode: Number(statusLine.split(' ')[1]), headers: parsed, body: body.toString('utf8') });
    });
  });
}

/** A chunked body's chunks, joined (sizes are bytes, so this works on bytes). */
function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const end = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.subarray(at, end).toString('latin1'), 16);
    if (!size) break;
    parts.push(raw.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
