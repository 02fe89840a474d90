// One value of a setting a compare link varies (compareLink.ts) in the reader's words: how a /compare
// panel is labelled, and how the inspector's What if? heads its two columns. One place, so both say a
// value the same way, below both (compare/ imports inspector/).

import { numberText } from '@/components/ui/problemText';
import { format } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import type { VarySetting, VaryValues } from './compareLink';

/** "e = 0.5", "method: projection (dot products)", "stick on", "exact contact". */
export function settingText<K extends VarySetting>(
  messages: Messages,
  setting: K,
  value: VaryValues[K],
): string {
  const t = messages.whatIf.value;
  const v = value as VaryValues[VarySetting];
  switch (setting) {
    case 'restitution':
      return format(t.restitution, { e: numberText(messages, v as number) });
    case 'method':
      return format(t.method, { name: messages.methods[v as VaryValues['method']] });
    case 'separation':
      return format(t.separation, { name: messages.separations[v as VaryValues['separation']] });
    case 'stick':
      return v ? t.stickOn : t.stickOff;
    default:
      return t[v as VaryValues['contact']];
  }
}

/** A panel's label: a separation by its own name, as /compare always showed it; any other value in full. */
export function panelLabel<K extends VarySetting>(
  messages: Messages,
  setting: K,
  value: VaryValues[K],
): string {
  if (setting === 'separation') return messages.separations[value as VaryValues['separation']];
  return settingText(messages, setting, value);
}
