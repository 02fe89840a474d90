// What the inspector shows a reader at one stage of one collision, in English: the header, the
// sentences (warnings apart), the values table and the equations with their numbers. The combination
// test holds these words against the collision's numbers.
import { stageEquations } from '@/components/inspector/equations';
import { speak } from '@/components/inspector/math';
import { stageRows } from '@/components/inspector/StageValues';
import { headerClaim, sayClaim, stageClaims } from '@/components/inspector/stageClaims';
import { type Inspection, type Stage, stagesOf } from '@/components/inspector/stages';
import { en } from '@/content/messages/en';

export interface Said {
  header: string;
  sentences: string[];
  warnings: string[];
  rows: [string, string][];
  /** Each equation with its numbers, as a screen reader hears it. */
  equations: string[];
  formulas: string[];
  /** The message keys of the sentences, to see which cases the generated collisions reached. */
  keys: string[];
}

export const stages = (c: Inspection): readonly Stage[] => stagesOf(c);

export function said(c: Inspection, stage: Stage): Said {
  const claims = stageClaims(c, stage);
  const equations = stageEquations(c, stage);
  return {
    header: sayClaim(en, headerClaim(c)),
    sentences: claims.filter((k) => !k.warn).map((k) => sayClaim(en, k)),
    warnings: claims.filter((k) => k.warn).map((k) => sayClaim(en, k)),
    rows: stageRows(c, stage, en.inspector.row, en.inspector.yes, en.inspector.no),
    equations: equations.map((e) => speak(e.substituted)),
    formulas: equations.map((e) => speak(e.symbolic)),
    keys: claims.map((k) => k.key),
  };
}
