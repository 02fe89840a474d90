// The copy that opens from a folder (scripts/offline-copy.mjs): every URL of a page becomes relative
// to that page, and a link to a page names its index.html, query and fragment kept.
import { describe, expect, it } from 'vitest';
import { relativeUrl, rewritePage } from '@/scripts/offline-copy.mjs';

describe('the offline copy', () => {
  it('writes a site URL relative to a page and names the page file', () => {
    expect(relativeUrl(0, '')).toBe('./index.html');
    expect(relativeUrl(2, 'lessons/momentum/')).toBe('../../lessons/momentum/index.html');
    expect(relativeUrl(3, 'sources/#source-001')).toBe('../../../sources/index.html#source-001');
    expect(relativeUrl(1, 'playground/?balls=1,2')).toBe('../playground/index.html?balls=1,2');
    expect(relativeUrl(2, '_next/static/chunks/a.css')).toBe('../../_next/static/chunks/a.css');
  });

  it('rewrites a page: attributes, chunk URLs in the RSC payload, the helper first, no policy left', () => {
    const html =
      '<html><head><meta http-equiv="Content-Security-Policy" content="x"/><link rel="manifest" href="/manifest.webmanifest"/>' +
      '<script src="/_next/static/chunks/a.js" async=""></script></head><body><a href="/lessons/x/">x</a>' +
      '<a href="https://example.org/">out</a><script>self.__next_f.push([1,"[\\"/_next/static/chunks/b.js\\"]"])</script></body></html>';
    const page = rewritePage(html, 2);
    expect(page).toContain('<head><script src="../../offline-folder.js"></script>');
    expect(page).toContain('src="../../_next/static/chunks/a.js"');
    expect(page).toContain('href="../../lessons/x/index.html"');
    expect(page).toContain('href="https://example.org/"');
    expect(page).toContain('\\"../../_next/static/chunks/b.js\\"');
    expect(page).not.toMatch(/Content-Security-Policy|manifest/);
  });
});
