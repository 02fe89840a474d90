// The piece of framer-motion the site uses, in a module of its own: the inspector (useStageMotion) and
// the lessons' step reveals (exercise/useTermMoves) load it with
// import() at the first move, so no page loads the library with its first JavaScript, and the static
// import below lets the bundler keep only animateValue (a dynamic import of the library itself brings
// all of it: 64 KiB gzip instead of this chunk's size, bench/results.md).
import { animateValue } from 'framer-motion/dom';

/**
 * Plays a number through `stops` (reached at the shares `times` of the whole), each stretch eased in
 * and out, over `seconds`; returns a stop function that leaves the number where it is.
 */
export function play(
  stops: number[],
  times: number[],
  seconds: number,
  onUpdate: (value: number) => void,
  onComplete: () => void,
): () => void {
  const animation = animateValue({
    keyframes: stops,
    times,
    duration: seconds * 1000, // animateValue counts milliseconds (animate() takes seconds)
    ease: 'easeInOut',
    onUpdate,
    onComplete,
  });
  return () => animation.stop();
}
