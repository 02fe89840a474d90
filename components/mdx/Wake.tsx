'use client';
// A lesson's figure that wakes when it is needed. The build renders the whole figure into the page
// (its words, controls and the canvas's reserved size); in the browser its JavaScript loads and
// hydrates only when the figure comes within a screen of the viewport, is the target of the URL's
// #hash, or the reader reaches into it (pointer, focus, key). Until then React keeps the server's
// HTML as it is (an Activity boundary waiting on a lazy component during hydration; a Suspense
// boundary would do the same, but the server streams a large one after the page and swaps it in
// later), so nothing moves when it wakes. A click or key that arrives before then is replayed.
import { Activity, type ComponentType, lazy, useEffect, useId, useRef, useState } from 'react';
import { KEPT, WAKE_LISTENING } from '@/lib/earlyInput.mjs';
import { sleepUntilPrinted } from './printKey';
import styles from './Wake.module.css';

export type Load<P> = () => Promise<ComponentType<P>>;

/** Events that wake a figure when they happen inside it (listened for on window, before React). */
const REACH = ['pointerdown', 'focusin', 'keydown', 'click', 'input'] as const;

/** Runs `onReady` once the lazy figure beside it has hydrated (it renders nothing). */
function Ready({ onReady }: { onReady: () => void }) {
  const ready = useRef(onReady);
  useEffect(() => ready.current(), []);
  return null;
}

interface Props<P> {
  /** The figure's component, for the browser: loaded when woken. */
  load: Load<P>;
  /** The same component on the server, which renders it at once (undefined in the browser). */
  server: ComponentType<P> | undefined;
  props: P;
  /** A control under the prose, not a figure (the Edit button under a listing): it wakes only when
   *  the reader reaches into it, since no reader who scrolls past needs its JavaScript, and it is not
   *  counted among the lesson's figures (share/lessonFigure.ts). */
  control?: boolean;
}

/** The figure `load` gives, with `props`, woken as described above. */
export function Wake<P extends object>({ load, server: Server, props, control = false }: Props<P>) {
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  const [awake, setAwake] = useState(false);
  const [wake] = useState(() => {
    let resolve = () => {};
    let isReady = () => {};
    const woken = new Promise<void>((r) => {
      resolve = r;
    });
    const ready = new Promise<void>((r) => {
      isReady = r;
    });
    return { woken, resolve, ready, isReady };
  });
  // Loaded when woken (see the effect below) if the server's HTML is there to keep (hydration gives
  // the server's id); a page the browser builds itself (after a link) loads it at once. Hydration
  // looks at the HTML, not at components: the server's component in this one's place is the same.
  const [Widget] = useState(() =>
    lazy(async () => {
      if (document.querySelector(`[data-wake-id="${CSS.escape(id)}"]`)) await wake.woken;
      return { default: await load() };
    }),
  );
  /** What the reader did before the figure could answer: replayed once it is awake. */
  const missed = useRef<Missed>(nothingMissed());
  /** Set the moment the figure answers for itself: from then on nothing is kept or replayed (a key
   *  kept after that would reach the figure twice, as itself and replayed). */
  const answering = useRef(false);

  useEffect(() => {
    const element = box.current;
    if (!element || awake) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake.resolve();
      },
      { rootMargin: '100% 0px' },
    );
    // the box has no box of its own (display: contents): its children are what the reader sees
    if (!control) for (const child of element.children) observer.observe(child);
    const reach = (event: Event) => {
      // the reader's own events only: a replayed click must do what a click does
      if (answering.current) return;
      if (!event.isTrusted || !(event.target instanceof Node) || !element.contains(event.target)) return;
      wake.resolve();
      // A click or key kept here is replayed once, by us: stopped before React sees it, or React
      // would replay it too after hydrating (its own replay of events on a sleeping boundary).
      if (event.type === 'click' && event.target instanceof HTMLElement) {
        event.preventDefault();
        event.stopPropagation();
        missed.current.clicks.push(event.target); // each one: three Step clicks are three steps
      }
      // Tab has already moved focus natively; any other key is for the figure
      if (event instanceof KeyboardEvent && event.key !== 'Tab') {
        event.stopPropagation();
        missed.current.keys.push(event);
      }
      // text typed into a field is there, but React has not seen it: told again once awake
      if (event.type === 'input' && event.target instanceof HTMLInputElement)
        missed.current.fields.set(event.target, event.target.value);
    };
    const onHash = () => {
      const id = decodeURIComponent(location.hash.slice(1));
      const target = id && document.getElementById(id);
      if (target && (element.contains(target) || target.contains(element))) wake.resolve();
    };
    onHash();
    const printed = sleepUntilPrinted({ wake: wake.resolve, ready: wake.ready });
    for (const type of REACH) window.addEventListener(type, reach, true);
    element.setAttribute(WAKE_LISTENING, '');
    for (const event of takeKept(element)) reach(event);
    window.addEventListener('hashchange', onHash);
    // a page about to print wakes every figure, so each prints its frame (print.css); the print
    // key waits for them to draw (printKey.ts)
    const print = matchMedia('print');
    const onPrint = () => wake.resolve();
    const onPrintMedia = (event: MediaQueryListEvent) => event.matches && wake.resolve();
    window.addEventListener('beforeprint', onPrint);
    print.addEventListener('change', onPrintMedia);
    // printing that began before this figure's script ran (a slow machine's hydration) sent its
    // change already: a figure must not print asleep
    if (print.matches) wake.resolve();
    return () => {
      printed();
      observer.disconnect();
      for (const type of REACH) window.removeEventListener(type, reach, true);
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('beforeprint', onPrint);
      print.removeEventListener('change', onPrintMedia);
    };
  }, [awake, wake, control]);

  const onReady = () => {
    if (answering.current) return;
    answering.current = true;
    setAwake(true);
    wake.isReady();
    const { clicks, keys, fields } = missed.current;
    missed.current = nothingMissed();
    for (const [field, value] of fields) retype(field, value);
    for (const key of keys) {
      const { target } = key;
      const replayed = new KeyboardEvent('keydown', { ...keyInit(key), bubbles: true, cancelable: true });
      const unanswered = target?.dispatchEvent(replayed);
      // a typed Enter in a field submits its form; a replayed one does not, so it is asked for
      if (unanswered && key.key === 'Enter' && target instanceof HTMLInputElement)
        target.form?.requestSubmit();
    }
    for (const click of clicks) if (click.isConnected) click.click();
  };

  return (
    <div
      ref={box}
      className={styles.wake}
      data-wake={awake ? 'awake' : 'asleep'}
      data-wake-id={id}
      data-wake-control={control ? '' : undefined}
    >
      <Activity mode="visible">
        {Server ? <Server {...props} /> : <Widget {...props} />}
        <Ready onReady={onReady} />
      </Activity>
    </div>
  );
}

/** The events the page's early script kept for this figure before it listened (lib/earlyInput.mjs). */
function takeKept(box: HTMLElement): Event[] {
  const kept: Event[] = (window as unknown as Record<string, Event[] | undefined>)[KEPT] ?? [];
  const mine = kept.filter((event) => event.target instanceof Node && box.contains(event.target));
  kept.splice(0, kept.length, ...kept.filter((event) => !mine.includes(event)));
  return mine;
}

interface Missed {
  clicks: HTMLElement[];
  keys: KeyboardEvent[];
  fields: Map<HTMLInputElement, string>;
}
const nothingMissed = (): Missed => ({ clicks: [], keys: [], fields: new Map() });

/**
 * Types `value` into a field as React sees typing: its own value tracker is set to something else
 * (through the element's value, which React watches) and the value put in past it, then `input`.
 */
function retype(field: HTMLInputElement, value: string) {
  if (!field.isConnected) return;
  field.value = '';
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const keyInit = (e: KeyboardEvent): KeyboardEventInit => ({
  key: e.key,
  code: e.code,
  shiftKey: e.shiftKey,
  ctrlKey: e.ctrlKey,
  altKey: e.altKey,
  metaKey: e.metaKey,
});
