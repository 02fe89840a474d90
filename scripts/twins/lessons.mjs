// The lessons of every locale are twins: the same files, with the same figures, exercise ids and
// listings in the same order. Read from the MDX sources with the MDX parser the site is built with
// (remark-mdx and remark-math; remark-gfm only turns text into tables and links, never a component,
// and would double the time), so code, math and comments are never mistaken for components and a
// prop's value is compared as the code it is, not as the text it was written in.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toJs } from 'estree-util-to-js';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { contentLocales, DEFAULT_LOCALE } from './locales.mjs';

/** Components that draw, run or grade something. Callout, Explanation and Step are prose. */
const FIGURES = new Set([
  'Simulation',
  'SideBySide',
  'MistakeDemo',
  'FrameOrder',
  'FrameOrderCrowd',
  'SeparateDemo',
  'MomentumCalculator',
  'CollisionInspector',
  'Predict',
  'Steps',
]);
/** Props that hold words (each locale writes its own); every other prop must be the same. */
const WORDS = new Set(['title', 'unit']);

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkMath);

/** Every node of a tree (mdast or estree) that `keep` accepts, in document order. */
function descendants(node, keep, found = []) {
  if (keep(node)) found.push(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof child.type === 'string')
        descendants(child, keep, found);
    }
  }
  return found;
}

const isElement = (node) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const STRING = /(["'`])(?:(?!\1)[^\\]|\\.)*\1/g;

/** An expression as code whatever its layout: printed from its syntax tree (no comments, one kind of
 *  quote, no trailing commas), then without spaces outside its strings. */
function code(expression) {
  for (const literal of descendants(expression, (node) => node.type === 'Literal')) delete literal.raw;
  const printed = toJs(expression).value;
  const strings = printed.match(STRING) ?? [];
  let k = 0;
  return printed
    .replace(STRING, '\0')
    .replace(/\s+/g, '')
    .replace(/\0/g, () => strings[k++]);
}

/** The expression inside `{…}`: an attribute value's or a spread's program holds one statement. */
const expressionOf = (program) => program?.body[0]?.expression;

/** A prop's value as the locales must share it: a string's words with single spaces, `{code}` for an
 *  expression, `{true}` for a bare prop. */
function canonical(value) {
  if (value === null || value === undefined) return '{true}';
  if (typeof value === 'string') return value.trim().replace(/\s+/g, ' ');
  const expression = expressionOf(value.data?.estree);
  return `{${expression ? code(expression) : value.value.trim()}}`;
}

/** The keys of a `{ key: 'words', … }` object (choices: the words are the locale's). */
function keysOf(value) {
  const object = typeof value === 'object' ? expressionOf(value?.data?.estree) : undefined;
  if (object?.type !== 'ObjectExpression') return canonical(value);
  return `[${object.properties.map((p) => p.key?.name ?? p.key?.value ?? `{${code(p)}}`).join(',')}]`;
}

/** A component's props by name; a spread (`{...x}`) is kept under its code. */
function propsOf(element) {
  const props = new Map();
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute') props.set(attribute.name, attribute.value);
    else props.set(`{${code(expressionOf(attribute.data.estree))}}`, null);
  }
  return props;
}

/** A figure as the locales must share it: its component and every prop that is not words. */
function signature(element) {
  const props = propsOf(element);
  const parts = [...props.keys()]
    .filter((key) => !WORDS.has(key))
    .sort()
    .map((key) =>
      key.startsWith('{') ? key : `${key}=${(key === 'choices' ? keysOf : canonical)(props.get(key))}`,
    );
  if (element.name === 'Steps')
    parts.push(`steps={${descendants(element, (n) => isElement(n) && n.name === 'Step').length}}`);
  return [element.name, ...parts].join(' ');
}

/** The figures and listings of a lesson, in page order. */
function components(source) {
  return descendants(
    parser.parse(source),
    (n) => isElement(n) && (FIGURES.has(n.name) || n.name === 'Listing'),
  );
}

/**
 * What a lesson is made of, apart from its words, in page order: its figures (component and props),
 * its exercise ids and its listings (file#region).
 */
export function lessonShape(source) {
  const shape = { figures: [], exercises: [], listings: [] };
  for (const element of components(source)) {
    const props = propsOf(element);
    if (element.name === 'Listing') {
      shape.listings.push(`${canonical(props.get('file') ?? '')}#${canonical(props.get('region') ?? '')}`);
      continue;
    }
    if (element.name === 'Predict')
      shape.exercises.push(props.has('id') ? canonical(props.get('id')) : '(no id)');
    shape.figures.push(signature(element));
  }
  return shape;
}

/** The title of each figure of a lesson, in the order of lessonShape's figures ('' for none). */
export function figureTitles(source) {
  return components(source)
    .filter(({ name }) => name !== 'Listing')
    .map((element) => {
      const title = propsOf(element).get('title');
      return title === undefined ? '' : canonical(title);
    });
}

/** The figures a page of their own can show (/embed/figure/…): the live widgets, not the exercises. */
const EMBEDDABLE = new Set([...FIGURES].filter((name) => name !== 'Predict' && name !== 'Steps'));

/** A prop's value as data: literals, objects, arrays and signed numbers; anything else (a variable, a
 *  call) is refused, so a figure is never shown with a prop it does not have. */
function dataOf(node) {
  switch (node?.type) {
    case 'Literal':
      return node.value;
    case 'UnaryExpression':
      if (node.operator === '-' || node.operator === '+') {
        const value = dataOf(node.argument);
        if (typeof value === 'number') return node.operator === '-' ? -value : value;
      }
      break;
    case 'ArrayExpression':
      return node.elements.map(dataOf);
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((p) => {
          if (p.type !== 'Property' || p.computed) throw new Error(`not data: {${code(p)}}`);
          return [p.key.name ?? p.key.value, dataOf(p.value)];
        }),
      );
    case 'TemplateLiteral':
      if (node.expressions.length === 0) return node.quasis[0].value.cooked;
  }
  throw new Error(`not data: ${node ? code(node) : '(nothing)'}`);
}

/** The live figures of a lesson in page order, each as its component's name and its props as data
 *  (children, a figure's listing, are prose and stay on the lesson). */
export function figureElements(source) {
  return components(source)
    .filter(({ name }) => EMBEDDABLE.has(name))
    .map((element) => {
      const props = {};
      for (const attribute of element.attributes) {
        if (attribute.type !== 'mdxJsxAttribute')
          throw new Error(`${element.name}: a spread prop cannot be embedded`);
        const { name, value } = attribute;
        props[name] =
          value === null || value === undefined
            ? true
            : typeof value === 'string'
              ? value
              : dataOf(expressionOf(value.data?.estree));
      }
      return { component: element.name, props };
    });
}

/** How two lists that must be equal differ: the first place they part, and what is missing. */
function listDifference(what, reference, other) {
  if (reference.length === other.length && reference.every((x, i) => x === other[i])) return null;
  const at = reference.findIndex((x, i) => x !== other[i]);
  const first = at < 0 ? reference.length : at;
  return `${what} differ from #${first + 1}: ${reference[first] ?? '(none)'} ≠ ${other[first] ?? '(none)'}`;
}

/** Differences between a lesson and its twin (empty when they are made of the same things). */
export function shapeProblems(name, reference, other) {
  return [
    listDifference('figures', reference.figures, other.figures),
    listDifference('exercise ids', reference.exercises, other.exercises),
    listDifference('listings', reference.listings, other.listings),
  ]
    .filter((problem) => problem !== null)
    .map((problem) => `${name}: ${problem}`);
}

/** Every lesson in every locale, with the same figures, exercises and listings as in English. */
export function lessonProblems(root, locales = contentLocales(root)) {
  const dir = (locale) => path.join(root, 'content', 'lessons', locale);
  const files = new Map(
    locales.map((locale) => [locale, readdirSync(dir(locale)).filter((f) => f.endsWith('.mdx'))]),
  );
  const problems = [];
  for (const locale of locales) {
    if (!existsSync(path.join(root, 'content', 'sources', `${locale}.mdx`)))
      problems.push(`content/sources/${locale}.mdx is missing: every locale has a Sources page`);
  }
  const all = [...new Set([...files.values()].flat())].sort();
  for (const file of all) {
    const missing = locales.filter((locale) => !files.get(locale)?.includes(file));
    for (const locale of missing) problems.push(`content/lessons/${locale}/${file} is missing`);
    if (missing.length > 0 || !locales.includes(DEFAULT_LOCALE)) continue;
    const reference = lessonShape(readFileSync(path.join(dir(DEFAULT_LOCALE), file), 'utf8'));
    for (const locale of locales.filter((l) => l !== DEFAULT_LOCALE)) {
      const shape = lessonShape(readFileSync(path.join(dir(locale), file), 'utf8'));
      problems.push(...shapeProblems(`content/lessons/${locale}/${file}`, reference, shape));
    }
  }
  return problems;
}
