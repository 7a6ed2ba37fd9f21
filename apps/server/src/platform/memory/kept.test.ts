import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { ANNOUNCED, KEPT_READS, MEMORIES, unannouncedNotices } from './kept.ts';

/**
 * docs/decisions/0055: the registry of what is kept (kept.ts) is walked against the migrated database and the
 * sources, so a kept read whose rows no trigger announces — or a kept read the registry does not know — fails here.
 */
describe('the registry of what is kept', () => {
  const t = useTestApp();

  /** The kinds the statement triggers of the migrations announce on channel read_changes (their first argument). */
  const announcedByTriggers = async (): Promise<Set<string>> => {
    const result = (await t.db.execute(sql`select encode(t.tgargs, 'escape') as args from pg_trigger t
      join pg_proc p on p.oid = t.tgfoid where p.proname = 'read_changes_announce'`)) as unknown as {
      rows: { args: string }[];
    };
    return new Set(result.rows.map(({ args }) => args.split('\\000')[0]!));
  };

  it('names only notices a trigger of the migrations announces, and every kind they announce', async () => {
    const announced = await announcedByTriggers();
    expect(unannouncedNotices(KEPT_READS, announced)).toEqual([]);
    expect(unannouncedNotices(MEMORIES, announced)).toEqual([]);
    expect([...announced].sort()).toEqual([...ANNOUNCED].sort());
  });

  it('reports a kept read waiting for a notice no trigger sends', async () => {
    const announced = await announcedByTriggers();
    const madeUp = { ...KEPT_READS, wishes: { notices: ['wishes', 'person'] } };
    expect(unannouncedNotices(madeUp, announced)).toEqual(['wishes: wishes']);
  });

  it('is where every kept read of the sources is declared, and declares none that is not read', () => {
    const source = fileURLToPath(new URL('../..', import.meta.url));
    const files = (readdirSync(source, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const named: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(source, file), 'utf8');
      const calls = text.match(/\bkeptRead\(/g)?.length ?? 0;
      const declared = [...text.matchAll(/\bkeptRead\(\s*deps,\s*'(\w+)'/g)].map((match) => match[1]!);
      // Every call names its entry as a literal (the definition itself is no call).
      if (!file.endsWith('kept-read.ts')) expect(declared.length, file).toBe(calls);
      named.push(...declared);
    }
    expect(named.filter((name) => !(name in KEPT_READS))).toEqual([]);
    expect(Object.keys(KEPT_READS).filter((name) => !named.includes(name))).toEqual([]);
  });

  it('is what deps.memory holds: one memory per entry', () => {
    expect(Object.keys(t.deps.memory).sort()).toEqual(Object.keys(MEMORIES).sort());
  });
});
