import { describe, expect, it } from 'vitest';
import { followableLink, productLink } from './notification-links.ts';

describe('the page a notification opens', () => {
  it('follows paths inside the portal', () => {
    expect(followableLink('/tramites')).toBe('/tramites');
    expect(followableLink(productLink(123))).toBe('/detalle-productos/123');
  });

  it('never follows an address outside the portal, nor a missing one', () => {
    for (const link of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'tramites',
      '/a\nb',
      '',
    ])
      expect(followableLink(link)).toBeNull();
    expect(followableLink(null)).toBeNull();
    expect(followableLink(undefined)).toBeNull();
  });
});
