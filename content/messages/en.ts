// Every interface string of the English site. Another locale copies this shape (type Messages).
import type { Widen } from '@/lib/format';
import { comparePage } from './en-compare';
import { editor } from './en-editor';
import { embed } from './en-embed';
import { exercise } from './en-exercise';
import { figures } from './en-figures';
import { inputs } from './en-inputs';
import { inspector } from './en-inspector';
import { instruments } from './en-instruments';
import { lab } from './en-lab';
import { mistakes } from './en-mistakes';
import { offline } from './en-offline';
import { presenter } from './en-presenter';
import { prose } from './en-prose';
import { readouts } from './en-readouts';
import { room } from './en-room';
import { timeline } from './en-timeline';
import { whatIf } from './en-whatif';

export const en = {
  site: {
    name: 'Billiard Physics',
    tagline:
      'The physics of colliding balls, one idea at a time — with simulations you can pause, step and break.',
    skipToContent: 'Skip to content',
    skipToFigure: 'Skip to the first figure',
    nav: { label: 'Main', lessons: 'Lessons', playground: 'Playground', compare: 'Compare' },
    footer:
      'Built from the classic “billiard ball physics” chapter. Every number on this site comes from one tested physics core.',
    footerSources: 'The five source texts and how this site uses them',
    /** Between the items of a list written in a sentence (option names, scenario names). */
    listSeparator: ', ',
    /** Two sentences one after the other (English leaves a space between them). */
    sentences: '{first} {second}',
    /** Between a name and what it names: "As printed: ball1.y += ball1.vx". */
    colon: ': ',
    reduceMotion: 'Reduce motion', // the header's switch: every animation an instant change
  },
  home: {
    title: 'The chapter',
    intro:
      'Start with mass and momentum, end with twenty crowded balls that no longer stick together. Each lesson has live figures: change the numbers, predict, run.',
    lessonNumber: 'Lesson {n}',
    sources: 'The lessons retell one chapter as five texts tell it.',
    sourcesLink: 'Read about the sources',
    start: 'Start with lesson 1',
  },
  lesson: {
    contents: 'On this page',
    previous: 'Previous',
    next: 'Next',
    pager: 'Lessons',
    backToChapter: 'All lessons',
  },
  notFound: { title: 'Page not found', body: 'There is no page at this address.', home: 'Go to the chapter' },
  momentum: {
    title: 'Two balls, two momenta',
    mass: 'Mass',
    velocity: 'Velocity',
    momentum: 'Total momentum p₀ + p₁',
    kineticEnergy: 'Total kinetic energy ½m₀v₀² + ½m₁v₁²',
    totalArrow: 'total momentum',
    ofBall: '{quantity} (ball{i})',
    summary:
      'ball0 has momentum {p0}, ball1 has momentum {p1}; together {total}. Arrows point the way each ball moves, their length is its momentum.',
  },
  simulation: {
    play: 'Play',
    pause: 'Pause',
    stepForward: 'Step forward',
    stepBack: 'Step back',
    reset: 'Reset',
    shortcuts:
      'Keys: Space play/pause, → step, ← step back, N/P next/previous collision, R reset, ? all keys',
    shortcutsFrames: 'Keys: Space play/pause, → step, ← step back, R reset, ? all keys',
    jump: {
      previous: 'Previous collision',
      next: 'Next collision',
      noneAhead: {
        one: 'No collision in the next {frames} frame; still at frame {frame}.',
        other: 'No collision in the next {frames} frames; still at frame {frame}.',
      },
      noneToEnd: 'No collision up to the end of the recording at frame {end}; still at frame {frame}.',
      noneBehind: 'No earlier collision back to frame {earliest}, the earliest frame kept for stepping back.',
    },
    speed: 'Speed',
    frame: 'Frame {frame}',
    behind:
      'Running at {rate}× real time: this computer cannot keep up with {count} balls, so the simulation slows down and still shows every frame.',
    fullscreen: 'Full screen',
    exitFullscreen: 'Leave full screen',
    pauseAtCollisions: 'Pause at collisions',
    overlays: 'Show',
    overlay: {
      velocity: 'Velocity arrows',
      momentum: 'Momentum arrows',
      lineOfCentres: 'Line of centres',
      centreOfMass: 'Centre of mass',
      trails: 'Trails',
      labels: 'Labels and masses',
      impulse: 'Change in momentum (Δp)',
    },
    ledger: {
      title: 'Collision ledger',
      summary: 'Collision ledger ({count})',
      empty: 'No collisions recorded yet. Play or step until two balls touch.',
      frame: 'frame',
      pair: 'pair',
      momentumBefore: 'momentum before (x, y)',
      momentumAfter: 'momentum after (x, y)',
      energyBefore: 'energy before',
      energyAfter: 'energy after',
      difference: 'ΔKE measured',
      predicted: 'ΔKE predicted',
      download: 'Download CSV',
      goTo: 'Go back to frame {frame}',
      onScreen: 'Frame {frame} is on screen now.',
      /** Column names of the CSV download (kept free of commas). */
      csv: {
        frame: 'frame',
        ballA: 'ball_a',
        ballB: 'ball_b',
        massA: 'mass_a',
        massB: 'mass_b',
        vxABefore: 'vx_a_before',
        vyABefore: 'vy_a_before',
        vxBBefore: 'vx_b_before',
        vyBBefore: 'vy_b_before',
        vxAAfter: 'vx_a_after',
        vyAAfter: 'vy_a_after',
        vxBAfter: 'vx_b_after',
        vyBAfter: 'vy_b_after',
        impulseX: 'momentum_change_x_a',
        impulseY: 'momentum_change_y_a',
        momentumXBefore: 'momentum_x_before',
        momentumYBefore: 'momentum_y_before',
        momentumXAfter: 'momentum_x_after',
        momentumYAfter: 'momentum_y_after',
        energyBefore: 'kinetic_energy_before',
        energyAfter: 'kinetic_energy_after',
        energyChange: 'kinetic_energy_change',
        energyChangePredicted: 'kinetic_energy_change_predicted',
      },
      caption:
        'One row per collision: the pair’s momentum and kinetic energy just before and just after, and the change ΔKE = −½(1−e²)μu² predicts (μ the reduced mass, u the closing speed along the line of centres). A stuck pair loses ½μ(u² + w²): its sliding w along the tangent too.',
    },
    table: {
      title: 'Balls',
      ball: 'ball',
      x: 'x',
      y: 'y',
      vx: 'vx',
      vy: 'vy',
      mass: 'mass',
      radius: 'radius',
      editNote:
        'Pause to edit a value, or drag a ball or the tip of its arrow: the change applies from the frame on screen, and Undo takes it back. At frame 0 it changes the start.',
      invalid: 'That set-up is not possible: {reason}',
    },
    alt: {
      summary: {
        one: '{name}: {count} ball on a {width} by {height} stage, frame {frame}.',
        other: '{name}: {count} balls on a {width} by {height} stage, frame {frame}.',
      },
      ball: 'ball{i} at ({x}, {y}) px moving ({vx}, {vy}) px/frame, mass {mass} mu, radius {radius} px.',
      collision: 'Frame {frame}: ball{i} hits ball{j}.',
      moreBalls: { one: 'and {count} more ball.', other: 'and {count} more balls.' },
    },
  },
  keys: {
    title: 'Keys',
    show: 'Keys (?)',
    close: 'Close',
    help: 'Show or hide this list',
    leave: 'Leave full screen or the presenter view',
    space: 'Space',
    esc: 'Esc',
    home: 'Home',
    end: 'End',
    playPause: 'Play or pause (also with a button focused)',
    step: 'One frame forward',
    stepBack: 'One frame back, exactly',
    reset: 'Back to frame 0',
    nextCollision: 'Forward to the next collision',
    previousCollision: 'Back to the previous collision, exactly',
    nextStage: 'Next stage',
    previousStage: 'Previous stage',
    firstStage: 'First stage',
    lastStage: 'Last stage',
    where:
      'These keys act on the figure in use: the one you last clicked, tapped or reached with Tab (a set-up control above a figure counts as that figure), or, until you use one (or when it is scrolled out of sight and another shows), the one most in view; when no figure is in view, the page’s first. They work wherever the focus is on the page, but not while you type in a field or drag a slider.',
    controls:
      'A slider with the focus moves with the arrows, however you reached it; Space still plays. A box or list you clicked leaves Space and the arrows to the figure: reach it with Tab to tick a box with Space.',
  },
  /** The overlap readout of a comparison's panels and of a figure with the 'stuck' panel. */
  stuckMetrics: {
    overlapping: 'overlapping pairs',
    stuck: 'stuck pairs (overlapping {frames}+ frames)',
    penetration: 'deepest overlap',
    kineticEnergy: 'kinetic energy',
  },
  share: {
    copyLink: 'Copy link to this set-up',
    copied: 'Link copied.',
    copyFailed: 'Could not copy; the link is in the address bar.',
    refused: 'This link could not be used: {reason} Showing the default set-up instead.',
    unknown: '“{key}” is not a setting of this page.',
    repeated: '“{key}” appears more than once; a link gives each setting once.',
    duplicate: '“{key}” lists “{value}” twice; list each one once.',
    invalid: '“{key}” is “{value}”, but it must be {allowed}.',
    noBall: '“{key}” names a ball this set-up does not have (it has ball0 to ball{last}).',
    version: 'it comes from a newer version of this site (link format {value}).',
    refusedMany: 'This link could not be used, for {count} reasons:',
    showingDefaults: 'Showing the default set-up instead.',
    /** One reason the link gives several times, said once ({reason} without its full stop). */
    times: '{reason} ({count} times).',
    /** After the reasons listed, when a link has more than the notice lists. */
    more: {
      one: 'And {count} more reason, not listed here.',
      other: 'And {count} more reasons, not listed here.',
    },
    tooSmall:
      '“{key}” is “{value}”: not 0, but too close to 0 for a computer to hold, so it would run as 0. Write 0, or a number farther from 0.',
    tooBig: '“{key}” is “{value}”: too large for a computer to hold. It must be {allowed}.',
    conflict:
      '“{key}” cannot be given together with “{other}”: both say what the panels compare, so a link gives only one of them.',
    allowed: {
      number: 'a number',
      choice: 'one of {options}',
      range: 'a number from {min} to {max}',
      whole: 'a whole number from {min} to {max}',
      /** A whole-number range of one value (the link format's version). */
      wholeOne: '{value}',
      list: '{min} to {max} of {options}, separated by commas',
      balls: 'up to {max} balls, each written x,y,vx,vy,radius,mass and separated by ;',
      ball: 'up to six numbers x,y,vx,vy,radius,mass separated by commas (an empty place keeps the value)',
    },
  },
  playground: {
    title: 'Playground',
    intro:
      'Every option of the simulation on one screen. Change anything, then copy the link to share exactly this set-up.',
    setup: 'Set-up',
    scenario: 'Scenario',
    seed: 'Seed',
    count: 'Number of balls',
    method: 'Method',
    separation: 'Separation',
    bounce: 'Wall bounce',
    restitution: 'Restitution',
    figure: 'Playground simulation',
    lessons: 'New to this? The lessons explain every option here, one at a time: {start} {all}.',
    lessonsLink: 'start with lesson 1',
    allLessons: 'or see all lessons',
  },
  comparePage,
  scenarios: {
    'one-axis': 'Two balls on one line (masses 2 and 1)',
    billiard3: 'Billiard3: two big balls in two dimensions',
    'eight-balls': 'Eight balls (MultiBilliard)',
    'twenty-large': 'Twenty large balls (MultiBilliard2)',
    'two-hundred': 'Two hundred small balls (CH5EX7)',
    'sticky-three': 'Three balls that stick',
    'bounce-1d': 'One line, soft walls (bounce −0.6)',
    'momentum-pair': 'A heavy and a light ball, equal and opposite momenta',
    'sticking-story': 'Three balls that stick, from a clean start',
    'glancing-pair': 'Two balls that graze and stick',
  },
  separations: {
    naive: 'naive (add the new velocities)',
    overlap: 'overlap (absV split)',
    radius: 'radius (split by radii)',
    robust: 'robust (approach check, inverse mass)',
  },
  methods: {
    rotation: 'rotation (atan2, rotate)',
    projection: 'projection (dot products)',
    angle: 'angle (speed and direction)',
  },
  inputs,
  exercise,
  figures,
  instruments,
  inspector,
  lab,
  mistakes,
  whatIf,
  editor,
  timeline,
  embed,
  presenter,
  offline,
  room,
  prose,
  readouts,
} as const;

/** Every locale's dictionary: English's keys, each string holding English's placeholders (lib/format). */
export type Messages = Widen<typeof en>;
