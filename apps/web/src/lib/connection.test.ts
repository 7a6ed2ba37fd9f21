import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDownloadFailure } from './connection.ts';

describe('a page that could not be downloaded', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is told from a bug by the browsers’ words for a failed dynamic import', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(isDownloadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isDownloadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isDownloadFailure(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isDownloadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
  });

  it('is any failure while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isDownloadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(true);
  });
});
