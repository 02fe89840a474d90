// The run's timeline (English): the scrubber over every frame, the ledger's pages, and undo and redo
// of a set-up changed from a frame. {frame}, {last}, {count}, {first}, {done} arrive as whole numbers.
export const timeline = {
  scrubber: {
    label: 'Frame of the run',
    value: 'Frame {frame} of {last}',
    ticks: {
      one: '{count} collision of the run is marked under the slider. Page Up and Page Down jump between collisions.',
      other:
        'The run’s {count} collisions are marked under the slider. Page Up and Page Down jump between collisions.',
    },
    /** When some frames hold several collisions, the marks count frames, and the sentence says so. */
    frameTicks: {
      one: '{frames} frame with a collision ({count} collisions) is marked under the slider. Page Up and Page Down jump between such frames.',
      other:
        'The run’s {frames} frames with a collision ({count} collisions in all) are marked under the slider. Page Up and Page Down jump between them.',
    },
    noTicks: 'No collision in the run yet.',
  },
  ledger: {
    preparing: {
      one: 'Preparing the CSV: {done} of the run’s {count} collision ready (older ones are replayed)…',
      other: 'Preparing the CSV: {done} of the run’s {count} collisions ready (older ones are replayed)…',
    },
    first: 'First collisions',
    latest: 'Latest collisions',
    page: 'Collisions {first} to {last} of {count}',
    earlier: 'Earlier collisions',
    later: 'Later collisions',
  },
  edits: {
    undo: 'Undo',
    redo: 'Redo',
    undoLabel: 'Undo the change of set-up at frame {frame}',
    undoStart: 'Undo the change of the start',
    applied: 'The new set-up applies from frame {frame} on; the frames before are as they were.',
    cut: 'What the old set-up ran after frame {frame} is gone; Undo brings it back.',
  },
} as const;
