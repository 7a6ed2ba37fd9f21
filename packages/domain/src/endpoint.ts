import type { z } from 'zod';

/*
 * One typed contract per API call (docs/decisions/0020): its method, its wire path under /api/, the zod
 * schema of its request and the zod schema of the envelope's `data` on success. The server registers the
 * route from it, the web and the tests call through it. This file holds no zod at run time (types only):
 * the web's start-up bundle imports it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

export interface EndpointDefinition {
  /** One method, or several where older clients send others; ours send the first. */
  method: HttpMethod | readonly [HttpMethod, ...HttpMethod[]];
  /** The wire path under /api/, exactly as spec §7 names it ('user/login/nuevo'). */
  path: string;
  /** The query string's schema: Spanish names in, internal names out (`.transform`). */
  query?: z.ZodType;
  /** The JSON body's schema: Spanish names in, internal names out (`.transform`). */
  body?: z.ZodType;
  /**
   * The envelope's `data` on success, in wire shape; absent when success carries no data. Or a text answer
   * (`csvAnswer(…)`): a file sent as it is instead of the envelope.
   */
  answer?: z.ZodType | TextAnswer;
}

/**
 * An answer in text instead of the JSON envelope: the console's exports, a CSV file a spreadsheet opens as
 * it is, saved under `fileName`. A refusal still answers the envelope (the guards and the request schema).
 */
export interface TextAnswer {
  readonly mediaType: 'text/csv';
  readonly fileName: string;
}

/** A CSV file as the answer (docs/decisions/0049); the web build reads the literal name (endpoint-addresses.ts). */
export function csvAnswer<const F extends string>(fileName: F) {
  return { mediaType: 'text/csv', fileName } as const satisfies TextAnswer;
}

export function isTextAnswer(answer: unknown): answer is TextAnswer {
  return typeof answer === 'object' && answer !== null && (answer as TextAnswer).mediaType === 'text/csv';
}

/** An endpoint that answers the JSON envelope: every endpoint but the text ones. */
export type EnvelopeEndpoint = EndpointDefinition & { answer?: z.ZodType };

/** An endpoint that answers a text file. */
export type TextEndpoint = EndpointDefinition & { answer: TextAnswer };

/** A request travels either in the query or in the body, never split over both. */
type OneRequestSchema<E> = E extends { query: z.ZodType; body: z.ZodType } ? never : E;

/** Declares an endpoint; the object is its own identity (route-fixtures and tests look it up by it). */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: OneRequestSchema<E>): E {
  return endpoint;
}

/** What a caller sends: the request schema's input (wire names), or nothing. */
export type EndpointInput<E> = E extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : E extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : undefined;

/** What the server's handler receives: the request schema's output (internal names). */
export type EndpointRequest<E> = E extends { query: infer Q extends z.ZodType }
  ? z.output<Q>
  : E extends { body: infer B extends z.ZodType }
    ? z.output<B>
    : undefined;

/**
 * The arguments of a call through an endpoint after the endpoint itself: no input where it declares none, an
 * optional one where every field is optional, the request's input otherwise; then the caller's options.
 */
export type EndpointCallArgs<E, Options> =
  EndpointInput<E> extends undefined
    ? [input?: undefined, options?: Options]
    : object extends EndpointInput<E>
      ? [input?: EndpointInput<E>, options?: Options]
      : [input: EndpointInput<E>, options?: Options];

/** The envelope's `data` on success, in wire shape. */
export type EndpointAnswer<E> = E extends { answer: infer A extends z.ZodType } ? z.output<A> : undefined;

/** What callers need of an endpoint at run time; the web's bundle holds only this (see apps/web/endpoint-addresses.ts). */
export interface EndpointAddress {
  method: EndpointDefinition['method'];
  path: string;
  query?: unknown;
  body?: unknown;
  /** Only a text answer travels to the browser (its file name); a zod answer stays on the server. */
  answer?: unknown;
}

export function methodsOf(endpoint: EndpointAddress): readonly HttpMethod[] {
  return typeof endpoint.method === 'string' ? [endpoint.method] : endpoint.method;
}

/** The method our own clients send. */
export function clientMethod(endpoint: EndpointAddress): HttpMethod {
  return methodsOf(endpoint)[0]!;
}

/** The input goes in the query string when the endpoint declares a query, or a GET declares nothing. */
export function sendsQuery(endpoint: EndpointAddress): boolean {
  return endpoint.query !== undefined || (endpoint.body === undefined && clientMethod(endpoint) === 'GET');
}

/** 'POST /api/user/login/nuevo', one per method: how the OpenAPI document and the route fixtures name a route. */
export function routeKeys(endpoint: EndpointAddress): string[] {
  return methodsOf(endpoint).map((method) => `${method} /api/${endpoint.path}`);
}

/** The address of an endpoint on the server, without the input: '/api/pagos/qr' (a story waits for its answer). */
export function apiPathOf(endpoint: EndpointAddress): string {
  return `/api/${endpoint.path}`;
}

/** One call as it travels: the method, the address with the query string, the JSON body if any. */
export interface WireRequest {
  method: HttpMethod;
  /** '/api/productos/detalle?idProducto=7', to put after the server's origin. */
  path: string;
  body?: string;
}

/**
 * A call through an endpoint for a client outside the web (the end-to-end stories and the bench,
 * docs/decisions/0057): the method our clients send, and the input in the query string or as the JSON body,
 * as the endpoint declares. Absent, null and empty query values are left out, as the web's client does (a
 * blank filter is no filter).
 */
export function wireRequestOf(endpoint: EndpointAddress, input?: unknown): WireRequest {
  const method = clientMethod(endpoint);
  if (!sendsQuery(endpoint)) return { method, path: apiPathOf(endpoint), body: JSON.stringify(input ?? {}) };
  const present = Object.entries(input ?? {}).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  const query = new URLSearchParams(present.map(([key, value]): [string, string] => [key, String(value)])).toString();
  return { method, path: query ? `${apiPathOf(endpoint)}?${query}` : apiPathOf(endpoint) };
}
