// The stages of one collision as the inspector walks them: the six the physics records (each a
// region of physics/collide.ts), the moment of contact first and the rest of the frame after the
// rotate back when exact contact found it, and a last check of the pair's totals. An Inspection is what the inspector shows: a world's collision event.
import type { CollisionEvent, FrameStart } from '@/physics';

export const PHYSICS_STAGES = ['detect', 'angle', 'rotate', 'solve', 'separate', 'rotate-back'] as const;
export type Stage = 'contact' | (typeof PHYSICS_STAGES)[number] | 'rest' | 'totals';

/** One collision: the world's event, and the frame it happened in when it came from a world. */
export interface Inspection extends CollisionEvent {
  frame?: number;
  /** The world at the start of that frame, when it can be had: what a What if? replay runs from. */
  start?: FrameStart;
  /** A sentence above the stages saying whose collision they show (the code editor's checks). */
  note?: string;
}

export function stagesOf(inspection: Inspection): Stage[] {
  const exact = !!inspection.contact;
  return [
    ...(exact ? (['contact'] as const) : []),
    ...PHYSICS_STAGES,
    ...(exact ? (['rest'] as const) : []),
    'totals',
  ];
}

/** Stages drawn in the rotated frame; the others show the table as it is. */
export function inFrame(stage: Stage): boolean {
  return stage === 'rotate' || stage === 'solve' || stage === 'separate';
}
