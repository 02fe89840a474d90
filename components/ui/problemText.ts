// Words for refused input and for notes on a start, from the message dictionaries: a number field's
// error, a physics problem (a code and values from physics/), a note such as tunnelling. One place,
// so a table, a drag and a link say the same thing the same way, and a locale only writes words.
import { format, plural } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
// types only: a page with a number field (every lesson's Predict) must not load the physics for its words
import type { PhysicsProblem, StartNote } from '@/physics';
import type { FieldError } from './parseNumber';

/** A number as a reader reads it in a message: grouped digits, a whole number in full (a limit
 *  must not be rounded), any other to six significant figures, and a real minus sign. */
export function numberText(messages: Messages, value: number): string {
  const digits = Number.isInteger(value) ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 6 };
  const text = value.toLocaleString(messages.inputs.numberLocale, digits);
  return text.replace('-', '\u2212');
}

type FieldKey = keyof Messages['inputs']['fields'];

/** A field's name for a reader: `radius`, or `ball2 radius` for a ball's. */
export function fieldName(messages: Messages, field: string, ball?: number): string {
  const { fields } = messages.inputs;
  const name = field in fields ? fields[field as FieldKey] : field;
  return ball === undefined ? name : format(messages.inputs.ballField, { ball, field: name });
}

/** The unit a field's range is written in (with its leading space), or nothing. */
export function unitOf(messages: Messages, field: string): string {
  const { units } = messages.inputs;
  if (['x', 'y', 'radius', 'width', 'height'].includes(field)) return units.px;
  return field === 'vx' || field === 'vy' ? units.pxPerFrame : '';
}

/** "{field} must be between {min} and {max}{unit}", or at least / at most when one side is open. */
function rangeText(messages: Messages, field: string, unit: string, min?: number, max?: number): string {
  const m = messages.inputs.field;
  const values = {
    field,
    unit,
    min: min === undefined ? '' : numberText(messages, min),
    max: max === undefined ? '' : numberText(messages, max),
  };
  if (min !== undefined && max !== undefined) return format(m.between, values);
  return format(min !== undefined ? m.atLeast : m.atMost, values);
}

/** A number field's error; `label` names the field (a predict answer has none: "Your answer"). */
export function fieldErrorText(messages: Messages, error: FieldError, label?: string, unit = ''): string {
  const m = messages.inputs.field;
  const field = label ?? messages.inputs.answer;
  switch (error.kind) {
    case 'empty':
      return format(m.empty, { field });
    case 'notANumber':
      return format(m.notANumber, { field, value: error.value });
    case 'range':
      return rangeText(messages, field, unit, error.min, error.max);
    case 'mustBePositive':
      return format(m.positive, { field });
    case 'notInteger':
      return format(m.notInteger, { field });
    case 'tooBig':
      return format(m.tooBig, { field, value: error.value });
    case 'tooSmall':
      return format(m.tooSmall, { field, value: error.value });
  }
}

export function physicsProblemText(messages: Messages, problem: PhysicsProblem): string {
  const p = messages.inputs.problems;
  const n = (value: number) => numberText(messages, value);
  switch (problem.code) {
    case 'range': {
      const field = fieldName(messages, problem.field, problem.ball);
      return rangeText(messages, field, unitOf(messages, problem.field), problem.min, problem.max);
    }
    case 'finite':
      return format(p.finite, { field: fieldName(messages, problem.field, problem.ball), got: problem.got });
    case 'whole':
      return format(messages.inputs.field.notInteger, { field: fieldName(messages, problem.field) });
    case 'choice':
      return format(p.choice, {
        field: fieldName(messages, problem.field),
        options: problem.options.join(messages.site.listSeparator),
        got: problem.got,
      });
    case 'shape':
      return format(p.shape, { field: fieldName(messages, problem.field) });
    case 'outside':
      return format(p.outside, { ...problem, min: n(problem.min), max: n(problem.max) });
    case 'sameCentre':
      return format(p.sameCentre, problem);
    case 'crowded':
      return format(p.crowded, {
        count: n(problem.count),
        width: n(problem.width),
        height: n(problem.height),
      });
    case 'joined':
      return format(messages.room.problems.joined, { ball: problem.ball, other: problem.other });
    case 'together':
      return format(p.together, {
        field: fieldName(messages, problem.field),
        other: fieldName(messages, problem.other),
      });
    case 'notCrowd': {
      const names = messages.scenarios as Record<string, string>;
      const crowds = problem.crowds.map((c) => names[c] ?? c).join(messages.site.listSeparator);
      return format(p.notCrowd, { crowds });
    }
  }
}

export function startNoteText(messages: Messages, note: StartNote): string {
  const t = messages.inputs.notes;
  const n = (value: number) => numberText(messages, value);
  const text =
    note.code === 'tunnelling'
      ? format(t.tunnelling, { ball: note.ball, speed: n(note.speed), diameter: n(note.diameter) })
      : note.code === 'overlap'
        ? format(t.overlap, { ball: note.ball, other: note.other, depth: n(note.depth) })
        : format(t.inside, note);
  if (note.more === 0) return text;
  const more =
    note.code === 'overlap' ? plural(t.morePairs, note.more, messages.inputs.numberLocale) : t.more;
  return format(more, { note: text, more: note.more });
}
