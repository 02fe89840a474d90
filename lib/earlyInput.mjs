// What the reader does before React has hydrated the page, kept for the parts that answer it once
// they are live. The page's early script (earlyInputScript, put in every page by
// scripts/paint-first.mjs) runs before any of the page's JavaScript:
// - a form React sends (EARLY_FORM), sent with Enter before it is live, would load the page again and
//   lose what was typed: kept from sending and marked SENT_EARLY; the form sends itself once live
//   (components/exercise/useEarlyForm.ts);
// - a click, key or typed text in a sleeping figure (components/mdx/Wake.tsx) before the figure
//   listens: kept in window[KEPT], stopped before React could see it, and handed to the figure's Wake
//   once it listens (WAKE_LISTENING), which replays it when the figure is awake;
// - the exit ticket's Print button (PRINT_TICKET) is answered here, so it costs the page no bundle.
// Plain JavaScript: the build's scripts read it too.

/** On a form whose sending React handles. */
export const EARLY_FORM = 'data-early-submit';
/** Set by the form once React has hydrated it: from then on its own handler answers. */
export const LIVE = 'data-live';
/** Set by the early script on a form sent before it was live. */
export const SENT_EARLY = 'data-sent-early';
/** A sleeping figure's box (its value is "asleep" or "awake"). */
export const WAKE_BOX = 'data-wake';
/** Set on a figure's box once its Wake listens for itself. */
export const WAKE_LISTENING = 'data-wake-listening';
/** On the exit ticket's print button (components/exercise/ExitTicket.tsx). */
export const PRINT_TICKET = 'data-print-exit-ticket';

/** The window's list of events kept for figures that did not listen yet. */
export const KEPT = '__keptForFigures';

/** The early script's code (no <script> tag). */
export function earlyInputScript() {
  return (
    `var kept=window.${KEPT}=[];` +
    `document.addEventListener("submit",function(e){var f=e.target;` +
    `if(f.hasAttribute("${EARLY_FORM}")&&!f.hasAttribute("${LIVE}")){e.preventDefault();f.setAttribute("${SENT_EARLY}","")}},true);` +
    `["click","keydown","input"].forEach(function(type){window.addEventListener(type,function(e){` +
    `var t=e.target,box=t&&t.closest&&t.closest("[${WAKE_BOX}]");` +
    `if(!box||box.hasAttribute("${WAKE_LISTENING}")||(type==="keydown"&&e.key==="Tab"))return;` +
    `if(type!=="input")e.stopPropagation();if(type==="click")e.preventDefault();kept.push(e)},true)});` +
    // the exit ticket's Print button needs no bundle and works from the first paint: the page marks
    // itself while it prints, and the ticket's print sheet hides all but the ticket. On the window
    // while capturing, before React's own listener: React stops a click in a part of the page it has
    // not hydrated yet, to replay it to its own handlers later, and this button has none.
    `window.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${PRINT_TICKET}]");` +
    `if(!b)return;var r=document.documentElement;r.setAttribute("data-printing","exit-ticket");` +
    `window.addEventListener("afterprint",function(){r.removeAttribute("data-printing")},{once:true});window.print()},true);`
  );
}
