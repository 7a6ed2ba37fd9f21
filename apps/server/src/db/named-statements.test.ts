import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { NAMED_PER_CONNECTION, nameStatements } from './named-statements.ts';

/** Statements parsed once per connection (docs/decisions/0072): what PostgreSQL itself says it keeps prepared. */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('statements named by their text', () => {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('connect', nameStatements);
  afterAll(() => pool.end());
  const prepared = async (client: pg.PoolClient) =>
    (await client.query('select statement from pg_prepared_statements')).rows.map((row) => row.statement as string);

  it("prepares a transaction's parameterised statement once and runs it again by name, with the right answers", async () => {
    const client = await pool.connect();
    try {
      const text = 'select $1::int + 1 as next';
      // Outside a transaction (a read): unnamed, planned for its own values as before.
      expect((await client.query(text, [0])).rows[0].next).toBe(1);
      expect(await prepared(client)).toEqual([]);
      await client.query('begin');
      expect((await client.query(text, [1])).rows[0].next).toBe(2);
      expect((await client.query({ text, values: [41] })).rows[0].next).toBe(42);
      // No parameters (begin, commit, DDL): left to the simple protocol, never prepared.
      await client.query('select 1 as one');
      await client.query('commit');
      expect(await prepared(client)).toEqual([text]);
      expect((await client.query(text, [2])).rows[0].next).toBe(3);
      expect(await prepared(client)).toEqual([text]);
    } finally {
      client.release();
    }
  });

  it('keeps at most its share of texts on one connection; past it a statement still runs, unnamed', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (let n = 0; n < NAMED_PER_CONNECTION + 5; n++) {
        expect((await client.query(`select $1::int as n${n}`, [n])).rows[0][`n${n}`]).toBe(n);
      }
      await client.query('rollback');
      expect((await prepared(client)).length).toBe(NAMED_PER_CONNECTION);
    } finally {
      client.release();
    }
  });
});
