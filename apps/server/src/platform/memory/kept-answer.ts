import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { Envelope } from '@vo/domain/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipped = promisify(gzip);

/**
 * A success answer written once and sent many times as the same bytes (a project's map geometry,
 * docs/decisions/0021): the envelope serialised once, gzip-compressed once, named by a strong ETag.
 */
export interface KeptAnswer {
  identity: Buffer;
  gzip: Buffer;
  /** A strong entity tag: the hash of the uncompressed bytes, so equal bytes always carry the same tag. */
  etag: string;
}

export async function keptAnswer(envelope: Envelope): Promise<KeptAnswer> {
  const identity = Buffer.from(JSON.stringify(envelope));
  const etag = `"${createHash('sha256').update(identity).digest('base64url')}"`;
  // Compressed once for every phone that downloads it: the slowest level costs nothing per request.
  const gzip = await gzipped(identity, { level: constants.Z_BEST_COMPRESSION });
  return { identity, gzip, etag };
}

/**
 * Whether If-None-Match names this tag (RFC 9110 §13.1.2: a list, `*`, and the weak comparison, so a
 * `W/` some proxy added still matches).
 */
export function holdsTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const given = tag.trim();
    return given === '*' || given.replace(/^W\//, '') === etag;
  });
}

/** Whether Accept-Encoding takes gzip (RFC 9110 §12.5.3): named or `*`, and not with q=0. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let wildcard = false;
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return accepted;
    if (coding === '*') wildcard = accepted;
  }
  return wildcard;
}

/**
 * Sets the headers of a kept answer and picks what to send: nothing with 304 when the client already holds
 * these bytes, else gzip or identity as it accepts. `private, no-cache`: a browser or the app keeps it and
 * asks again each time (the ETag makes that a 304), but no shared cache may, as it sits behind the login.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer): Buffer | undefined {
  reply.header('etag', kept.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (holdsTag(request.headers['if-none-match'], kept.etag)) {
    reply.code(304);
    return undefined;
  }
  reply.type('application/json; charset=utf-8');
  if (!acceptsGzip(request.headers['accept-encoding'])) return kept.identity;
  reply.header('content-encoding', 'gzip');
  return kept.gzip;
}
