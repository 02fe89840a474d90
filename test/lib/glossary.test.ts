// The Chinese edition speaks one language with one word per idea. The decisions of the glossary
// (shared/GLOSSARY.zh-CN.md, issue 22) that are easy to break are copied here, so the test stands
// on its own: each term is used the same way in the lessons and in the controls' dictionary, and
// no English is left in what a Chinese reader sees, units and readout names included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { format } from '@/lib/format';
import { englishWords } from '@/test/e2e/support/englishText';
import { leaves, type Tree } from './support/leaves';

const dictionary = leaves(zhCN as unknown as Tree);
const english = leaves(en as unknown as Tree);
const say = (key: string) => {
  const text = dictionary.get(key);
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
};

const LESSONS = path.join(process.cwd(), 'content/lessons');
const files = readdirSync(path.join(LESSONS, 'zh-CN')).filter((f) => f.endsWith('.mdx'));
const source = (locale: string, file: string) => readFileSync(path.join(LESSONS, locale, file), 'utf8');

/**
 * What a reader sees of a lesson: the prose, the metadata's title and summary, and the figures'
 * titles, units and answer choices; not code, listings, math, link targets or component props
 * such as ids and scenario names.
 */
function visibleText(mdx: string): string {
  return mdx
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/\$[^$\n]+\$/g, ' ')
    .replace(/`[^`\n]+`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/<\/?[A-Za-z][^>]*>/g, (tag) => {
      const shown = [...tag.matchAll(/\b(?:title|unit)="([^"]*)"|:\s*'([^']*)'|:\s*"([^"]*)"/g)];
      return ` ${shown.map((m) => m[1] ?? m[2] ?? m[3]).join(' ')} `;
    })
    .replace(/export const metadata = \{([\s\S]*?)\};/, (_, body: string) =>
      [...body.matchAll(/'([^']*)'/g)].map((m) => m[1]).join(' '),
    );
}

/** Unit and readout names of one or two letters that the three-letter filter lets through. */
const SHORT_ENGLISH = /(?<![A-Za-z_\\])(mu|KE|px|py)(?![A-Za-z])/g;

/** Names that are the same in Chinese: programming languages, HTML5 as in the book's subject, file formats. */
const NAMES = /^(JavaScript|TypeScript|HTML5|HTML|JSON|CSV)$/;

function englishIn(text: string): string[] {
  const plain = text
    .replace(/ball\{\w+\}/g, ' ') // ball{i}: the balls' names stay as in the code
    .replace(/\{\w+\}/g, ' ')
    .replace(/[a-z]+(?:,[a-z]+){2,}/g, ' '); // a format the reader types: x,y,vx,vy,radius,mass
  return [...englishWords(plain).filter((w) => !NAMES.test(w)), ...(plain.match(SHORT_ENGLISH) ?? [])];
}

describe('no English in what a Chinese reader sees', () => {
  it.each(files)('lesson %s: prose, titles and choices', (file) => {
    const found = englishIn(visibleText(source('zh-CN', file)));
    expect(found, file).toEqual([]);
  });

  it('the dictionary: every value, units and readout names included', () => {
    // values shown as code (<code>), such as CH5EX7's lines, keep the program's names
    const shown = [...dictionary].filter(([key]) => !key.endsWith('Code'));
    const found = shown.flatMap(([key, text]) => englishIn(text).map((w) => `${key}: ${w}`));
    expect(found).toEqual([]);
  });

  it('the filter finds the units and readout names it is for', () => {
    expect(englishIn('质量 2.00 mu，动量 mu·像素/帧')).toEqual(['mu', 'mu']);
    expect(englishIn('ΔKE 实测')).toEqual(['KE']);
    expect(englishIn('KE = ½·m·v²')).toEqual(['KE']);
    expect(englishIn('以像素（px）为单位')).toEqual(['px']);
    expect(englishIn('质量单位·像素/帧，ΔE_k（实测），ball{i}')).toEqual([]);
    expect(visibleText('<Simulation title="两个 px" scenario="two-hundred" />')).toContain('px');
    expect(visibleText('`nextx` and $mu$')).not.toMatch(/nextx|mu/);
  });
});

/** Where a term is decided, the words it replaced, which neither the lessons nor the controls use. */
const REJECTED: Array<{ idea: string; use: string; not: RegExp }> = [
  { idea: 'the overlap separation (absV)', use: 'absV 修正', not: /重叠分离/ },
  { idea: 'the speed-and-direction method', use: '速率加方向', not: /角度法/ },
  { idea: 'kinetic energy and its change', use: 'E_k / 动能', not: /\bKE\b/ },
  { idea: 'the mass unit', use: '质量单位', not: /(?<![\\A-Za-z])mu\b/ },
  { idea: 'the centre of mass', use: '质心', not: /质量中心/ },
  { idea: 'mass (004’s machine translation says quality)', use: '质量', not: /品质|质素/ },
  { idea: 'momentum (004 says traffic conservation)', use: '动量守恒', not: /流量守恒/ },
  {
    idea: '(dx, dy), the relative position of the centres',
    use: '相对位置向量',
    not: /位移\s*\$\(dx, dy\)\$/,
  },
  { idea: 'a distance is not a speed', use: '以接近速率运动一帧的距离', not: /距离(恰好)?等于接近速率/ },
  // issue 37: 帧 is one time step; what a program does in each (move, then detect) is its 帧循环
  {
    idea: 'the frame as a procedure',
    use: '帧循环 (本章的帧循环; 帧末 is a moment)',
    not: /两种帧(?!循环)|(?:本章|自己|CH5EX7\s?)的帧(?!循环|末)|帧的写法/,
  },
  {
    idea: 'finding that two balls touch, or a ball a wall',
    use: '检测 (检查器 is the inspector)',
    not: /检查(?!器)|粗筛/,
  },
  { idea: 'is called', use: '叫作', not: /叫做/ },
];

const lessonTexts = files.map((file) => [file, source('zh-CN', file)] as const);
const sourcesPage = readFileSync(path.join(process.cwd(), 'content/sources/zh-CN.mdx'), 'utf8');

describe('one word per idea, in the lessons and in the controls', () => {
  it.each(REJECTED)('$idea: $use', ({ not }) => {
    const inLessons = lessonTexts.filter(([, text]) => not.test(text)).map(([file]) => file);
    const inControls = [...dictionary].filter(([, text]) => not.test(text)).map(([key]) => key);
    expect([...inLessons, ...inControls]).toEqual([]);
  });

  it('the sources page says 帧循环, 检测 and 叫作 too', () => {
    const words = REJECTED.filter((r) => ['帧循环', '检测', '叫作'].some((w) => r.use.startsWith(w)));
    expect(words).toHaveLength(3);
    expect(words.filter(({ not }) => not.test(sourcesPage)).map((r) => r.idea)).toEqual([]);
  });

  it('the frame loop and detection have one name in the figure, the inspector and the lessons', () => {
    expect(say('figures.frameOrder.chapter')).toMatch(/检测.*本章的帧循环/);
    expect(say('inspector.stage.detect')).toBe('检测');
    const lessons = lessonTexts.map(([, text]) => text).join('\n');
    expect(lessons).toContain('本章的帧循环');
    expect(lessons).toContain('**检测**');
  });

  it('lesson 4 names the stages of a collision as the inspector does', () => {
    const lesson4 = source('zh-CN', '04-two-axes.mdx');
    const stages = ['detect', 'angle', 'rotate', 'solve', 'separate', 'rotate-back'];
    const missing = stages
      .map((s) => say(`inspector.stage.${s}`))
      .filter((name) => !lesson4.includes(`**${name}**`));
    expect(missing).toEqual([]);
  });

  it('brackets in Chinese are full-width, with no space after them, key hints included', () => {
    const keyHints = [...dictionary].filter(([, text]) => /\((?:[A-Z]|\?)\)/.test(text)).map(([key]) => key);
    expect(keyHints).toEqual([]);
    expect(say('presenter.present')).toContain('（F）');
    // a ball named with its role, as the separate figure's description names it
    const named = format(say('figures.separate.alt'), {
      ...{ split: '按半径分配', ax: 1, ay: 2, bx: 3, by: 4 },
      ...{ a: say('figures.separate.heavy'), b: say('figures.separate.light') },
    });
    expect(named).toContain('（重球）位于');
    expect(named).not.toMatch(/）\s/);
  });

  it('a mass is read out as so many 质量单位, not as a label beside a number', () => {
    expect(say('simulation.alt.ball')).toContain('质量为 {mass} 个质量单位');
    const plain = [...dictionary].filter(([, text]) => /\} 质量单位(?!·)/.test(text)).map(([key]) => key);
    expect(plain).toEqual([]);
  });

  it('the menus name the separation and the method as the lessons do', () => {
    expect(say('separations.overlap')).toMatch(/^absV 修正/);
    expect(say('methods.angle')).toMatch(/^速率加方向/);
    const lessons = lessonTexts.map(([, text]) => text).join('\n');
    expect(lessons).toContain('absV 修正');
    expect(lessons).toContain('速率加方向');
  });

  it('the stick option is 粘合; 粘连 stays the sticking bug', () => {
    for (const key of ['inputs.fields.stick', 'lab.stick']) {
      expect(say(key)).toContain('粘合');
      expect(say(key)).not.toContain('粘连');
    }
    // the notes on the option and on exact contact name the option 粘合, never 粘连
    for (const key of ['lab.stickNote', 'lab.exactNote']) expect(say(key)).not.toContain('粘连');
    // and the bug keeps its name where the controls speak of it
    expect(say('comparePage.lessonLink')).toContain('粘连');
  });

  it('the compare page has one name, in the menu and in its title', () => {
    const word = say('site.nav.compare');
    expect(say('comparePage.title')).toContain(word);
    expect(say('comparePage.figure')).toContain(word);
  });

  it('the ledger and the readouts write kinetic energy as the lessons do', () => {
    expect(say('simulation.ledger.difference')).toBe('ΔE_k（实测）');
    expect(say('simulation.ledger.predicted')).toBe('ΔE_k（预测）');
    expect(lessonTexts.some(([, text]) => text.includes('E_k'))).toBe(true);
  });

  it('every “the source says” box has one title in Chinese', () => {
    const titles = new Set<string>();
    for (const file of files) {
      const enTitles = [...source('en', file).matchAll(/<Callout title="([^"]*)"/g)].map((m) => m[1]);
      const zhTitles = [...source('zh-CN', file).matchAll(/<Callout title="([^"]*)"/g)].map((m) => m[1]);
      enTitles.forEach((title, i) => {
        if (title === 'The source says…') titles.add(zhTitles[i] as string);
      });
    }
    expect(titles.size).toBeGreaterThanOrEqual(1);
    expect([...titles]).toEqual(['资料里说……']);
  });

  it('the mass unit is the one lesson 1 names, in the readouts of both languages', () => {
    expect(source('zh-CN', '01-momentum.mdx')).toContain('**质量单位**');
    expect(source('en', '01-momentum.mdx')).toMatch(/\*\*mass units\*\* \(mu\)/);
    expect(say('instruments.units.mass')).toBe('质量单位');
    expect(english.get('instruments.units.mass')).toBe('mu');
    for (const key of ['instruments.units.momentum', 'instruments.units.energy'])
      expect(say(key)).toMatch(/^质量单位·/);
  });
});
