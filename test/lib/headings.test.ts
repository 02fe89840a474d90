// The build fails a page whose headings skip a level (scripts/headings.mjs, run by check-build).
import { describe, expect, it } from 'vitest';
import { headingProblemsOf } from '@/scripts/headings.mjs';

const page = (body: string) =>
  `<html><body>${body}<script>self.__next_f.push([1,"<h4>x</h4>"])</script></body></html>`;

describe('heading levels in the built pages', () => {
  it('passes headings that go down one level at a time and come back up any way', () => {
    const pages = new Map([
      ['/a/', page('<h1>A</h1><h2 id="x">B</h2><h3>C</h3><h2>D</h2><h3>E</h3><h4>F</h4><h2>G</h2>')],
      ['/b/', page('<h1 class="visually-hidden">A</h1><h2>B</h2>')],
    ]);
    expect(headingProblemsOf(pages)).toEqual([]);
  });

  it('names the page and the skip: an h3 under the h1 (a figure panel on an embed page)', () => {
    const pages = new Map([
      ['/embed/figure/x-1/', page('<h1>Figure</h1><h3>Chapter</h3><h3>Fixed</h3><h2>Keys</h2>')],
      ['/c/', page('<h2>No h1</h2>')],
    ]);
    expect(headingProblemsOf(pages)).toEqual([
      '/embed/figure/x-1/: an h3 follows an h1 (skips a level)',
      '/c/: an h2 follows no heading (skips a level)',
    ]);
  });

  it('reads only the server HTML, not the RSC payload after it', () => {
    expect(headingProblemsOf(new Map([['/d/', page('<h1>A</h1>')]]))).toEqual([]);
  });
});
