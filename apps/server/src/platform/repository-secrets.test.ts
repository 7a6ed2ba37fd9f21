import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

describe('no secret in the repository', () => {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

  it('tracks no generated secrets, databases, environment files or keys', () => {
    const forbidden = tracked.filter((file) =>
      /(^|\/)(secrets\.json|\.env(\..*)?|server\.lock)$|\.(pem|key|p12)$|^data\/|(^|\/)pglite\//.test(file),
    );
    expect(forbidden).toEqual([]);
  });

  it('holds no private key or production-looking secret in any tracked file', () => {
    const suspicious: string[] = [];
    for (const file of tracked) {
      if (/\.(png|jpg|ico|br|gz|woff2?)$/.test(file) || file.endsWith('package-lock.json')) continue;
      const text = readFileSync(join(ROOT, file), 'utf8');
      if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) suspicious.push(`${file}: private key`);
      // A secret assigned in the environment style with a long random value (tests use readable ones).
      for (const match of text.matchAll(/\b(JWT_SECRET|OPS_SECRET)=([A-Za-z0-9_\-+/]{24,})/g)) {
        if (!/test|crash|outage|example/i.test(match[2]!)) suspicious.push(`${file}: ${match[1]}`);
      }
    }
    expect(suspicious).toEqual([]);
  });
});
