// The sentences of the lessons that give numbers about a run, one pattern per language, shared by
// the two checks of those numbers: test/lib/proseNumbers.test.ts (the lesson's text against the
// physics run in Node) and test/e2e/prose-numbers-*.spec.ts (the page in Chromium against the
// figure's own readouts). A pattern names its numbers (named groups), so the twins may give them in
// another order; it matches the text a reader sees (readerText), not the MDX markup around it.
import type { Locale } from '@/lib/i18n';

export interface Claim<N extends string = string> {
  /** The lesson's file name without its extension, the same in both languages. */
  lesson: string;
  /** The names of the numbers, each a named group of both patterns. */
  names: readonly N[];
  en: RegExp;
  'zh-CN': RegExp;
}

const claim = <const N extends string>(
  lesson: string,
  names: readonly N[],
  en: RegExp,
  zh: RegExp,
): Claim<N> => ({
  lesson,
  names,
  en,
  'zh-CN': zh,
});

const MANY = '06-many-balls';
const STICKING = '07-sticking';

export const CLAIMS = {
  restart: claim(
    MANY,
    ['frame'],
    /both fall to 0\.05 px per frame at frame (?<frame>[\d,]+)/,
    /两个球在第 (?<frame>\d+) 帧都降到 0\.05 像素\/帧/,
  ),
  eightBallsStage: claim(
    MANY,
    ['shift', 'width', 'height', 'usualWidth', 'usualHeight'],
    /This site moves the whole row down and to the right by (?<shift>\d+) px, and makes the stage (?<width>\d+) × (?<height>\d+) instead of its usual (?<usualWidth>\d+) × (?<usualHeight>\d+)/,
    /本站把这一排球整体向右、向下各移 (?<shift>\d+) 像素，并把舞台从平常的 (?<usualWidth>\d+) × (?<usualHeight>\d+) 放大到 (?<width>\d+) × (?<height>\d+)/,
  ),
  ch5ex7Start: claim(
    MANY,
    ['pairs', 'outside'],
    /so CH5EX7['’]s own start has (?<pairs>\d+) pairs of balls on top of each other and (?<outside>\d+) balls partly outside the canvas/,
    /所以 CH5EX7 自己的初始状态里有 (?<pairs>\d+) 对球叠在一起，还有 (?<outside>\d+) 个球有一部分落在画布外面/,
  ),
  twoHundredStuck: claim(
    MANY,
    ['from', 'to', 'least', 'most'],
    /Pause anywhere from the first second \(frame (?<from>\d+)\) to the tenth \(frame (?<to>\d+)\) and that count is between (?<least>\d+) and (?<most>\d+)/,
    /在第一秒（第 (?<from>\d+) 帧）到第十秒（第 (?<to>\d+) 帧）之间随便在哪一帧暂停，这个读数都在 (?<least>\d+) 到 (?<most>\d+) 之间/,
  ),
  twoHundredSpeed: claim(
    MANY,
    ['speed', 'closing'],
    /two balls that each move (?<speed>\d+) px per frame at the start close on each other at up to (?<closing>\d+) px per frame/,
    /开始时每个球每帧移动 (?<speed>\d+) 像素，两个球相互接近的速率可达 (?<closing>\d+) 像素\/帧/,
  ),
  twoHundredSpread: claim(
    MANY,
    [],
    /Collisions soon spread the speeds out, some balls faster than they started and most slower/,
    /碰撞很快会把速率打散：有的球比开始时快，多数球比开始时慢/,
  ),
  crowdCounters: claim(
    MANY,
    ['end', 'chapterMost', 'ch5ex7Most', 'chapterEnd', 'ch5ex7End'],
    /stops at frame (?<end>\d+)\. Play it to the end and read the two counters of the most stuck pairs at once so far: (?<chapterMost>\d+) on the chapter['’]s side, (?<ch5ex7Most>\d+) on CH5EX7['’]s\. In the last frame (?<chapterEnd>\d+) pairs are stuck in the chapter['’]s frame and (?<ch5ex7End>\d+) in CH5EX7['’]s/,
    /到第 (?<end>\d+) 帧就停下。把它播放到底，再看两边的“到目前为止同时粘连最多的球对数”：本章的帧循环是 (?<chapterMost>\d+)，CH5EX7 是 (?<ch5ex7Most>\d+)。最后这一帧里，本章的帧循环有 (?<chapterEnd>\d+) 对球粘连，CH5EX7 是 (?<ch5ex7End>\d+) 对/,
  ),
  glancingFound: claim(
    MANY,
    ['frame'],
    /Both frames find the pair touching in frame (?<frame>\d+)/,
    /两种帧循环都在第 (?<frame>\d+) 帧发现这对球接触/,
  ),
  storyDrift: claim(
    STICKING,
    ['drift', 'split'],
    /The locked pair drifts left at (?<drift>[\d.]+) px per frame, swapping its two velocities as it goes, until the left wall splits it apart at frame (?<split>\d+)/,
    /以 (?<drift>[\d.]+) 像素\/帧的速度向左漂移，直到第 (?<split>\d+) 帧被左墙拆开/,
  ),
  storyDepth: claim(
    STICKING,
    ['depth'],
    /the naive push sends ball1 back 10 px, which puts it (?<depth>[\d.]+) px inside ball0/,
    /朴素分离把 ball1 往回推了 10 像素，使它陷进 ball0 (?<depth>[\d.]+) 像素/,
  ),
  storyStuck: claim(
    STICKING,
    ['depth', 'frame', 'frames'],
    /so they stay (?<depth>[\d.]+) px deep\. By frame (?<frame>\d+) they have overlapped for (?<frames>\d+) frames/,
    /所以始终陷入 (?<depth>[\d.]+) 像素。到第 (?<frame>\d+) 帧，它们已经连续重叠了 (?<frames>\d+) 帧/,
  ),
  glancingPass: claim(
    STICKING,
    ['closest', 'found'],
    /Their centres pass (?<closest>[\d.]+) px apart, and their radii add up to 60: a graze of less than a tenth of a pixel\. At frame (?<found>\d+) the check finds them touching, already moving apart/,
    /它们的球心最近时相距 (?<closest>[\d.]+) 像素，而两个半径之和是 60：擦到的深度不到十分之一像素。在第 (?<found>\d+) 帧，检测发现它们接触，而此时它们已经在相互远离/,
  ),
  twentyOverlap: claim(
    STICKING,
    ['atStart', 'absvAt1', 'naiveAt1'],
    /With the default start, (?<atStart>\d+) pairs overlap before anything moves: both panels count them at frame 0\. One frame later the absV fix has already pushed some of them clear and its panel counts (?<absvAt1>\d+), while the naive side still has all (?<naiveAt1>\d+)\./,
    /在默认的初始状态下，球还没动就已经有 (?<atStart>\d+) 对重叠：第 0 帧时，两个面板上的重叠球对都是 \d+。只过一帧，absV 修正就把其中一些推开了，它的面板上只剩 (?<absvAt1>\d+) 对，朴素分离这边仍是 (?<naiveAt1>\d+) 对。/,
  ),
  twentyNaive: claim(
    STICKING,
    ['at10', 'least', 'late', 'first', 'atLate'],
    /On the naive side (?<at10>\d+) pairs are stuck after ten frames, and from then on the count never falls below (?<least>\d+)\. They are not the same pairs all along: pairs break free and others lock, and at frame (?<late>[\d,]+), twenty seconds in, none of the first (?<first>\d+) is among the (?<atLate>\d+) stuck pairs\./,
    /朴素分离这边，十帧之后有 (?<at10>\d+) 对球粘连，此后这个数目再也没有少于 (?<least>\d+) 对。不过粘着的并不一直是那几对：有的球对挣脱了，又有别的球对粘上；到第 (?<late>\d+) 帧，也就是二十秒后，粘连的 (?<atLate>\d+) 对里，已经没有一对是最初那 (?<first>\d+) 对之一。/,
  ),
  twentyAbsV: claim(
    STICKING,
    ['most', 'second', 'later'],
    /On the absV side the count is 0 most of the time: (?<most>\d+) at most, in the first second, and from the end of it \(frame (?<second>\d+)\) on never more than (?<later>\d+), now and then, for a few frames\./,
    /absV 这边，这个数目多数时候是 0：最多 (?<most>\d+) 对，都出现在第一秒里；从第一秒结束（第 (?<second>\d+) 帧）起，最多只有 (?<later>\d+) 对，而且只是偶尔粘连几帧。/,
  ),
} as const;

export type ClaimName = keyof typeof CLAIMS;
/** The numbers of claim N, by name. */
export type Stated<N extends ClaimName> = Record<(typeof CLAIMS)[N]['names'][number], number>;

/** A lesson's MDX as the reader sees its words: links, code marks and bold gone, white space one space. */
export function readerText(mdx: string): string {
  return mdx
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/\s+/g, ' ');
}

/** The numbers a claim gives in a text, by name (commas of thousands dropped); null when it is not there. */
export function numbersIn<N extends ClaimName>(text: string, name: N, locale: Locale): Stated<N> | null {
  const match = CLAIMS[name][locale].exec(text);
  if (!match) return null;
  const groups = match.groups ?? {};
  const names: readonly string[] = CLAIMS[name].names;
  if (Object.keys(groups).sort().join() !== [...names].sort().join())
    throw new Error(`${name} (${locale}): the pattern names ${Object.keys(groups)}, not ${names}`);
  return Object.fromEntries(
    names.map((key) => [key, Number((groups[key] as string).replace(/,/g, ''))]),
  ) as Stated<N>;
}
