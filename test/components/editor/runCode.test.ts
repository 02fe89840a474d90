// Run, without a browser: each editable listing's own code, run through the same steps as the
// page's Run (the sandbox emulated in Node), passes every check and its figure's sides agree bit for
// bit; each broken version fails the check that names its mistake, at a frame of the figure.
import { describe, expect, it } from 'vitest';
import { EDITABLE, type EditableName, editable } from '@/components/editor/listings';
import { recordReaderRun } from '@/components/editor/readerRun';
import { FRAMES } from '@/components/editor/runCode';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { DEFAULT_SEED, scenario } from '@/physics';
import { listed, nodeSandbox, run } from './support/nodeSandbox';

const failing = (report: Awaited<ReturnType<typeof run>>) =>
  report.checks.filter((c) => c.first).map((c) => c.check);

describe('runCode on each editable listing', () => {
  it.each(Object.keys(EDITABLE) as EditableName[])(
    '%s: the chapter’s own code passes, bit for bit',
    async (name) => {
      const report = await run(name);
      // the naive push is the chapter's, and leaves overlaps: lesson 7's point, said in words; the
      // absV fix leaves some too (lesson 7's "where the absV fix still fails")
      expect(failing(report)).toEqual(name.startsWith('separate-') ? ['separated'] : []);
      expect(report.parted).toBeNull();
      expect(report.figure).toBeGreaterThan(0);
      if (report.stuck) expect(report.stuck.yours).toEqual(report.stuck.chapters);
    },
  );

  it('rotate(): the flag the wrong way round fails the tangent and moving apart, at a frame of the figure', async () => {
    const report = await run(
      'rotate-function',
      listed('rotate-function').replace('if (reverse)', 'if (!reverse)'),
    );
    expect(failing(report)).toEqual(expect.arrayContaining(['tangent', 'apart']));
    const tangent = report.checks.find((c) => c.check === 'tangent');
    expect(tangent?.first?.frame).toBeGreaterThan(0);
    expect(report.parted).not.toBeNull();
  });

  it('rotate(): one sign swapped in the turn back breaks the momentum along an axis', async () => {
    const report = await run(
      'rotate-function',
      listed('rotate-function').replace('y * cos + x * sin', 'y * cos - x * sin'),
    );
    expect(failing(report).some((c) => c === 'momentum-x' || c === 'momentum-y')).toBe(true);
  });

  it('the shortcut with source 001’s sign (vxTotal = v1 − v0) breaks momentum and energy', async () => {
    const report = await run('elastic1DShortcut', listed('elastic1DShortcut').replace('v0 - v1', 'v1 - v0'));
    expect(failing(report)).toEqual(expect.arrayContaining(['momentum', 'energy']));
  });

  it('a separation that pushes apart by the whole overlap leaves no pair of the twenty large balls stuck; the naive push leaves 105, the absV fix 14', async () => {
    const robust = [
      'function separateNaive({ pos0, pos1, overlap }: SeparationInput): [number, number] {',
      '  return [pos0.x - overlap / 2, pos1.x + overlap / 2];',
      '}',
    ].join('\n');
    const report = await run('separate-naive', robust);
    expect(report.stuck?.chapters.pairs).toBe(105);
    expect(report.stuck?.fix.pairs).toBe(14);
    expect(report.stuck?.yours).toEqual({ pairs: 0, first: null });
    expect(failing(report)).not.toContain('separated');
    expect(failing(await run('separate-naive'))).toContain('separated'); // the naive push leaves overlaps
  });

  it('the absV fix written as a separation leaves the same 14 pairs stuck as the chapter’s printed fix', async () => {
    const absV = [
      'function separateNaive({ pos0, pos1, vx0, vx1, overlap }: SeparationInput): [number, number] {',
      '  const absV = Math.abs(vx0) + Math.abs(vx1);',
      '  return [pos0.x + (vx0 / absV) * overlap, pos1.x + (vx1 / absV) * overlap];',
      '}',
    ].join('\n');
    const report = await run('separate-naive', absV);
    expect(report.stuck?.yours).toEqual(report.stuck?.fix);
  });
});

describe('a batch of frames a message', () => {
  const start = scenario('twenty-large', DEFAULT_SEED);
  const half =
    'function separateNaive({ pos0, pos1, overlap }) { return [pos0.x - overlap / 2, pos1.x + overlap / 2]; }';
  it.each([
    ['the naive push', listed('separate-naive')],
    ['half the overlap each', half],
  ])(
    '%s on the twenty large balls: a message per 200 frames, the same answers as call by call',
    async (_, code) => {
      const spec = editable('separate-naive');
      const frames = FRAMES / 3; // 400: the call-by-call run is the slow one
      const byCall = nodeSandbox(code, spec);
      const called = await recordReaderRun(start, frames, spec, byCall.ask);
      const batched = nodeSandbox(code, spec);
      const ran = await recordReaderRun(start, frames, spec, batched.ask, (s) => batched.ahead(s));
      expect(called.messages).toBeGreaterThanOrEqual(frames); // about one a frame
      expect(ran.messages).toBe(frames / 200);
      expect(ran.answers).toEqual(called.answers);
      expect(ran.collisions.length).toBe(called.collisions.length);
    },
  );

  it('a call that fails in a batch fails where the page meets it: the same frame and inputs as call by call', async () => {
    const spec = editable('separate-naive');
    const code =
      'function separateNaive({ pos0, pos1, vx0, vx1, overlap }) { if (pos1.x < 1) throw new RangeError("too close"); return [pos0.x + vx0, pos1.x + vx1]; }';
    const byCall = nodeSandbox(code, spec);
    const called = await recordReaderRun(start, FRAMES, spec, byCall.ask);
    const batched = nodeSandbox(code, spec);
    const ran = await recordReaderRun(start, FRAMES, spec, batched.ask, (s) => batched.ahead(s));
    expect(called.failure?.frame).toBe(124);
    expect(ran.failure?.frame).toBe(called.failure?.frame);
    expect(ran.failure?.inputs).toEqual(called.failure?.inputs);
    expect(ran.failure?.error).toMatchObject({ kind: 'runtime', name: 'RangeError', message: 'too close' });
    expect(ran.frames).toBe(called.frames);
    expect(ran.messages).toBeLessThan(called.messages);
  });
});

describe('the editable listings’ words', () => {
  it('every editable listing has its intro in both languages, and no other', () => {
    const names = Object.keys(EDITABLE).sort();
    expect(Object.keys(en.editor.intro).sort()).toEqual(names);
    expect(Object.keys(zhCN.editor.intro).sort()).toEqual(names);
  });
});
