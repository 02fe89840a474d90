// Entering and leaving the presenter view (see usePresenter.ts), downloaded on first use: the widget
// and the page are marked for the projector layout (stage.css) and the link keeps the mode; full screen
// is asked for too, where allowed, and leaving it leaves the view.
import { presentedFigure, withPresented } from './presenterUrl';

type Presenting = (on: boolean) => void;

/** The widget's place among the page's figures, counted from 1. */
function figureNumber(root: HTMLElement): number {
  return [...document.querySelectorAll('section.widget')].indexOf(root) + 1;
}

function mark(root: HTMLElement, on: boolean): void {
  root.toggleAttribute('data-presenting', on);
  document.documentElement.toggleAttribute('data-present', on);
  const href = withPresented(window.location.href, on ? figureNumber(root) : null);
  window.history.replaceState(window.history.state, '', href);
}

export function leave(root: HTMLElement, set: Presenting): void {
  set(false);
  mark(root, false);
  if (document.fullscreenElement === root) void document.exitFullscreen().catch(() => {});
}

export function enter(root: HTMLElement, set: Presenting, askFullscreen: boolean): void {
  set(true);
  mark(root, true);
  if (!askFullscreen || !document.fullscreenEnabled || document.fullscreenElement) return;
  root
    .requestFullscreen()
    .then(() => {
      // Esc leaves full screen in the browser itself: the view goes with it
      const onChange = () => {
        if (document.fullscreenElement === root) return;
        document.removeEventListener('fullscreenchange', onChange);
        if (root.hasAttribute('data-presenting')) leave(root, set);
      };
      document.addEventListener('fullscreenchange', onChange);
    })
    .catch(() => {}); // refused (a policy, no user gesture): the page mode is enough
}

/** Enters the view when the link asks for this figure (without full screen: only a click may). */
export function fromLink(root: HTMLElement, set: Presenting): void {
  if (presentedFigure(window.location.search) === figureNumber(root)) enter(root, set, false);
}
