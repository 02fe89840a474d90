// Interface strings of "What if?" (English): a collision replayed under another setting beside the
// original in the inspector, and /compare varying any one setting across its panels.
export const whatIf = {
  /** The settings a replay or a comparison can change, as a field names them. */
  settings: {
    separation: 'Separation',
    restitution: 'Elasticity e',
    method: 'Method',
    stick: 'Stick',
    contact: 'Contact',
  },
  /** One value of a setting, as a column or a panel is labelled with it. */
  value: {
    restitution: 'e = {e}',
    method: 'method: {name}',
    separation: 'separation: {name}',
    stickOn: 'stick on',
    stickOff: 'stick off',
    overlap: 'overlap contact (the chapter’s)',
    exact: 'exact contact',
  },
  /** Short names of the switches' values in a list of choices. */
  on: 'on',
  off: 'off',
  contacts: { overlap: 'overlap (the chapter’s)', exact: 'exact' },
  replay: {
    title: 'What if?',
    /** The presenter view's inspector shows one of the two on the screen; these switch between them. */
    showStages: 'Stages',
    showReplay: 'What if?',
    intro:
      'Replay this collision with one setting changed: the same pair, from the world as it was at the start of this frame, beside the original stage by stage.',
    setting: 'Replay with',
    value: 'Value',
    run: 'Replay',
    original: 'This run: {setting}',
    replayed: 'Replay: {setting}',
    noCollision: 'With {setting}, this pair does not collide in this frame: there are no stages to show.',
    noStage: 'This stage does not happen with {setting}.',
    same: 'At this stage both give the same numbers.',
    differ: {
      one: 'At this stage {count} value differs (marked).',
      other: 'At this stage {count} values differ (marked).',
    },
    differs: '(differs)',
    energyLess: 'After the collision the replay keeps less kinetic energy: {replay} against {original}.',
    energyMore: 'After the collision the replay keeps more kinetic energy: {replay} against {original}.',
    energySame: 'After the collision both keep the same kinetic energy, {original}.',
  },
  vary: {
    legend: 'Vary one setting',
    setting: 'Setting to vary',
    values: 'Values, one per panel',
    minTwo: 'Choose two to four values.',
    add: 'Add a value',
    remove: 'Remove value {n}',
    valueField: 'e of panel {n}',
    duplicate:
      'e of panel {n} cannot be {e}: panel {other} already has it, and each panel needs its own value.',
  },
  /** What a link's list of numbers must be (the values of e). */
  allowedNumbers: '{fewest} to {most} numbers from {min} to {max}, separated by commas',
} as const;
