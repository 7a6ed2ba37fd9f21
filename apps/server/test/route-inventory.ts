import type { FastifyInstance } from 'fastify';
import { OPS_SECRET } from './test-app.ts';

export interface InventoryRoute {
  method: string;
  url: string;
  key: string;
  access: string;
  /** On back-office routes: what the staff member's role must allow (domain back-office/staff-roles.ts). */
  permission: string | undefined;
  bodyFields: string[];
  queryFields: string[];
  /** JSON schema of each field, for generated values. */
  fieldSchemas: Record<string, Record<string, unknown>>;
}

/** Every API route, read from the OpenAPI document the app publishes (not from a list kept by hand). */
export async function routeInventory(app: FastifyInstance): Promise<InventoryRoute[]> {
  const doc = (await app.inject({ url: '/api/docs/json', headers: { 'x-ops-secret': OPS_SECRET } })).json();
  const routes: InventoryRoute[] = [];
  for (const [url, methods] of Object.entries<Record<string, any>>(doc.paths)) {
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries<any>(methods)) {
      const body = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      const query = (operation.parameters ?? []).filter((p: any) => p.in === 'query');
      const fieldSchemas: Record<string, Record<string, unknown>> = { ...body };
      for (const parameter of query) fieldSchemas[parameter.name] = parameter.schema ?? {};
      routes.push({
        method: method.toUpperCase(),
        url,
        key: `${method.toUpperCase()} ${url}`,
        access: operation['x-access'],
        permission: operation['x-permission'],
        bodyFields: Object.keys(body),
        queryFields: query.map((p: any) => p.name),
        fieldSchemas,
      });
    }
  }
  return routes;
}
