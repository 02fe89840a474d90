// The lesson contents: `##` entries with their `###` sections nested, ids as rehype-slug makes them.
import { describe, expect, it } from 'vitest';
import { contentsOf } from '@/lib/toc';

describe('contentsOf', () => {
  it('nests ### under the ## before it, skips code fences, and numbers repeated ids', () => {
    const source = [
      '## Part one: why',
      '### The [story](/x/)',
      '```ts',
      '## not a heading',
      '```',
      '### `absV`',
      '## Summary',
      '### The story',
    ].join('\n');
    expect(contentsOf(source)).toEqual([
      {
        id: 'part-one-why',
        text: 'Part one: why',
        sections: [
          { id: 'the-story', text: 'The story', sections: [] },
          { id: 'absv', text: 'absV', sections: [] },
        ],
      },
      { id: 'summary', text: 'Summary', sections: [{ id: 'the-story-1', text: 'The story', sections: [] }] },
    ]);
  });
});
