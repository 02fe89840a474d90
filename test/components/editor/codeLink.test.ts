// A reader's code in a link (components/editor/codeLink.ts): it comes back exactly, a link of
// another format or a damaged one is refused with its reason, and a huge one is not unpacked whole.
import { describe, expect, it } from 'vitest';
import { codeLink, decodeCode, encodeCode, isFor, MAX_CODE } from '@/components/editor/codeLink';

const CODE = 'const v0Final = ((m0 - m1) * v0 - 2 * m1 * v1) / (m0 + m1); // − sign ✓\nconst v1Final = 0;';

describe('code in a link', () => {
  it('comes back exactly, for its listing only', async () => {
    const value = await encodeCode('elastic1D', CODE);
    expect(value).toMatch(/^1\.elastic1D\.[\w-]+$/);
    expect(isFor(value, 'elastic1D')).toBe(true);
    expect(isFor(value, 'elastic1DShortcut')).toBe(false);
    expect(await decodeCode(value)).toEqual({ ok: true, code: CODE });
  });

  it('is a URL parameter that opens at the listing’s editor', async () => {
    const value = await encodeCode('elastic1D', CODE);
    const url = new URL(
      codeLink(
        new URL('https://x.test/lessons/one-axis/?old=1#top') as unknown as Location,
        'elastic1D',
        value,
      ),
    );
    expect(url.searchParams.get('code')).toBe(value);
    expect(url.searchParams.get('old')).toBeNull();
    expect(url.hash).toBe('#edit-elastic1D');
  });

  it('refuses another version and damaged data, saying which', async () => {
    const value = await encodeCode('elastic1D', CODE);
    expect(await decodeCode(value.replace(/^1\./, '2.'))).toEqual({ ok: false, problem: 'version' });
    expect(await decodeCode(value.slice(0, -6))).toEqual({ ok: false, problem: 'damaged' });
    expect(await decodeCode('1.elastic1D.@@@')).toEqual({ ok: false, problem: 'damaged' });
  });

  it('stops unpacking a link whose code is longer than any listing', async () => {
    const value = await encodeCode('elastic1D', ' '.repeat(100 * MAX_CODE));
    expect(value.length).toBeLessThan(3000);
    expect(await decodeCode(value)).toEqual({ ok: false, problem: 'damaged' });
  });
});
