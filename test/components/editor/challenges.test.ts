// The challenges' goals (components/editor/challenges.ts), judged on real Runs (the sandbox emulated
// in Node): each challenge's start does not meet its goal, for the reason the challenge is about, and
// the chapter's code (or, for the separation, a push by the whole overlap) meets it.
import { describe, expect, it } from 'vitest';
import { CHALLENGES, type ChallengeName } from '@/components/editor/challenges';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { listed, run } from './support/nodeSandbox';

const challenge = (name: ChallengeName) =>
  CHALLENGES.find((c) => c.name === name) as (typeof CHALLENGES)[number];

async function verdict(name: ChallengeName, code: string) {
  const c = challenge(name);
  return c.unmet(code, await run(c.listing, code));
}
const started = (name: ChallengeName) => challenge(name).start(listed(challenge(name).listing));

describe('the challenges', () => {
  it('derive-1d: the start keeps both laws without a bounce, and fails a check; the formula meets it', async () => {
    expect(await verdict('derive-1d', started('derive-1d'))).toEqual({ kind: 'checks' });
    expect(await verdict('derive-1d', listed('elastic1D'))).toBeNull();
  });

  it('shorten-vxtotal: the long formula passes every check but is not the shortcut; the chapter’s is', async () => {
    const long = started('shorten-vxtotal');
    expect((await run('elastic1DShortcut', long)).checks.every((c) => c.first === null)).toBe(true);
    expect(await verdict('shorten-vxtotal', long)).toEqual({ kind: 'shortcut' });
    expect(await verdict('shorten-vxtotal', listed('elastic1DShortcut'))).toBeNull();
  });

  it('fix-sign: source 001’s sign fails the checks; the sign put right meets it', async () => {
    expect(started('fix-sign')).toContain('const vxTotal = v1 - v0;');
    expect(await verdict('fix-sign', started('fix-sign'))).toEqual({ kind: 'checks' });
    expect(await verdict('fix-sign', started('fix-sign').replace('v1 - v0', 'v0 - v1'))).toBeNull();
  });

  it('never-stuck: the naive push leaves pairs stuck; a push by the whole overlap meets it', async () => {
    const naive = await verdict('never-stuck', started('never-stuck'));
    expect(naive?.kind).toBe('stuck');
    const whole =
      'function separateNaive({ pos0, pos1, overlap }) {\n  return [pos0.x - overlap / 2, pos1.x + overlap / 2];\n}';
    expect(await verdict('never-stuck', whole)).toBeNull();
  });

  it('every challenge has its words in both languages, and no other', () => {
    const names = CHALLENGES.map((c) => c.name).sort();
    expect(Object.keys(en.editor.challenges.items).sort()).toEqual(names);
    expect(Object.keys(zhCN.editor.challenges.items).sort()).toEqual(names);
  });
});
