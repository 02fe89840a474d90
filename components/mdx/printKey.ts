// Ctrl+P (⌘P on a Mac) on a lesson whose figures still sleep. 'beforeprint' wakes them too, but the
// browser takes its print preview as soon as that event's handlers return, before a figure's code
// has loaded and drawn: its canvas would print blank. So the key itself is taken: every sleeping
// figure is woken, and the page prints once each has drawn its frame. (A print started from the
// browser's menu cannot be waited for; 'beforeprint' in Wake.tsx does what it can there.)

interface Sleeper {
  wake: () => void;
  ready: Promise<void>;
}

const sleepers = new Set<Sleeper>();

const isPrintKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p';

/** Two frames: the one in which a woken figure draws, and the one that shows it. */
const drawn = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

function onKey(event: KeyboardEvent) {
  if (!event.isTrusted || !isPrintKey(event) || sleepers.size === 0) return;
  event.preventDefault();
  // before Wake's own listener, which would keep the key to replay it to the figure
  event.stopImmediatePropagation();
  const waiting = [...sleepers].map((sleeper) => {
    sleeper.wake();
    return sleeper.ready;
  });
  void Promise.all(waiting)
    .then(drawn)
    .then(() => window.print());
}

let listening = false;

/**
 * A sleeping figure, until the returned function is called (when it wakes or leaves the page).
 * The first one puts the key listener in place, so it runs before any figure's own listener.
 */
export function sleepUntilPrinted(sleeper: Sleeper): () => void {
  if (!listening) window.addEventListener('keydown', onKey, true);
  listening = true;
  sleepers.add(sleeper);
  return () => sleepers.delete(sleeper);
}
