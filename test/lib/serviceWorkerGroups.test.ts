// Which files the service worker keeps on a first visit: the shell every page needs and the pages of
// the reader's language; the other language and the embed pages only when the reader asks.
import { describe, expect, it } from 'vitest';
import { groupOf } from '../../scripts/service-worker.mjs';

describe('groupOf', () => {
  it.each([
    ['_next/static/chunks/abc.js', 'shell'],
    ['_next/static/media/font.woff2', 'shell'],
    ['404.html', 'shell'],
    ['icon.svg', 'shell'],
    ['zh-CN/manifest.webmanifest', 'shell'],
    ['index.html', 'en'],
    ['lessons/momentum/index.html', 'en'],
    ['lessons/momentum/__next.!KGVuKQ.lessons.txt', 'en'],
    ['zh-CN/index.html', 'zh-CN'],
    ['zh-CN/lessons/momentum/index.txt', 'zh-CN'],
    ['embed/figure/two-axes-2/index.html', 'embeds'],
    ['zh-CN/embed/compare/index.html', 'embeds'],
  ])('%s → %s', (file, group) => {
    expect(groupOf(file)).toBe(group);
  });
});
