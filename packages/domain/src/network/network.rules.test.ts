import { describe, expect, it } from 'vitest';
import { childPath, idsBetween, inSubtree, levelBelow, pathIds, ROOT_PATH } from './network.rules.ts';
import { networkLevelQuerySchema, networkSearchQuerySchema } from './network.schemas.ts';

describe('the sponsor tree as materialised paths', () => {
  const root = childPath(ROOT_PATH, 1);
  const adviser = childPath(root, 5);
  const client = childPath(childPath(adviser, 23), 40);

  it('lists the ids from the root down', () => {
    expect(adviser).toBe('/1/5/');
    expect(pathIds(client)).toEqual([1, 5, 23, 40]);
  });

  it('places a person in a subtree by the path’s start, never by a shared digit', () => {
    expect(inSubtree(client, adviser)).toBe(true);
    expect(inSubtree(adviser, adviser)).toBe(true);
    expect(inSubtree(root, adviser)).toBe(false);
    // /1/50/ is not below /1/5/
    expect(inSubtree(childPath(root, 50), adviser)).toBe(false);
  });

  it('counts levels and names the chain between a root and a person', () => {
    expect(levelBelow(client, adviser)).toBe(2);
    expect(levelBelow(adviser, adviser)).toBe(0);
    // counted as the ids of the paths are
    for (const path of [root, adviser, client, childPath(client, 123456)])
      expect(levelBelow(path, ROOT_PATH)).toBe(pathIds(path).length);
    expect(idsBetween(client, adviser)).toEqual([5, 23]);
    expect(idsBetween(adviser, adviser)).toEqual([]);
  });
});

describe('network queries', () => {
  it('asks for at least 3 characters of a search', () => {
    expect(networkSearchQuerySchema.safeParse({ q: ' ab ' }).success).toBe(false);
    expect(networkSearchQuerySchema.safeParse({ q: 'abc' }).success).toBe(true);
    expect(networkSearchQuerySchema.safeParse({ q: 'x'.repeat(81) }).success).toBe(false);
  });

  it('starts at page 1 and refuses page 0 or a node that cannot exist', () => {
    expect(networkLevelQuerySchema.parse({})).toEqual({ pagina: 1 });
    expect(networkLevelQuerySchema.safeParse({ pagina: '0' }).success).toBe(false);
    expect(networkLevelQuerySchema.safeParse({ nodo: '-3' }).success).toBe(false);
    expect(networkLevelQuerySchema.safeParse({ nodo: '1e400' }).success).toBe(false);
  });
});
