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

const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

function onKey(event: KeyboardEvent) {
  if (!event.isTrusted || !isPrintKey(event) || !document.querySelector('[data-wake="asleep"]')) return;
  event.preventDefault();
  // before Wake's own listener, which would keep the key to replay it to the figure
  event.stopImmediatePropagation();
  void wakeAll().then(() => window.print());
}

/** Wakes every figure and waits until each has drawn. A figure still hydrating when the key came
 *  joins the sleepers later: the loop goes on until none is asleep (for a few seconds at most). */
async function wakeAll() {
  const until = performance.now() + 5000;
  while (document.querySelector('[data-wake="asleep"]') && performance.now() < until) {
    const woken = Promise.all(
      [...sleepers].map((sleeper) => {
        sleeper.wake();
        return sleeper.ready;
      }),
    );
    // a figure whose code cannot load must not keep the page from printing
    await Promise.race([woken, new Promise((done) => setTimeout(done, until - performance.now()))]);
    await nextFrame();
  }
  // the frame in which the last woken figure draws, and the one that shows it
  await nextFrame();
  await nextFrame();
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
  const gone = () => sleepers.delete(sleeper);
  void sleeper.ready.then(gone);
  return gone;
}
