// A message with elements inside it (a link): the locale words the whole sentence, the code only
// supplies the pieces its {placeholders} name, so no sentence is glued together in one language's order.
import { Fragment, type ReactNode } from 'react';

export function Sentence({ template, parts }: { template: string; parts: Record<string, ReactNode> }) {
  // split with a capture group: even pieces are text, odd ones are placeholder names (one without a
  // part stays as written, as format() leaves it)
  const pieces = template.split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a template's pieces never reorder
        <Fragment key={k}>{k % 2 === 0 ? piece : piece in parts ? parts[piece] : `{${piece}}`}</Fragment>
      ))}
    </>
  );
}
