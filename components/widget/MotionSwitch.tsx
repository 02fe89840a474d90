'use client';
// The header's "Reduce motion" switch, beside the language switch: a pressed button that turns every
// animation on the site into an instant change, remembered in this browser. Its state is the mark on
// <html> (globals.css stops CSS transitions with it), which usePrefersReducedMotion reads beside the
// system's own setting. Kept to a few lines: the header loads it on every page, within the budget.
import { useEffect, useState } from 'react';

export const REDUCE_MOTION_ATTRIBUTE = 'data-reduce-motion';
const KEY = 'billiard-physics:reduce-motion';

export function MotionSwitch({ label }: { label: string }) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    try {
      setOn(localStorage.getItem(KEY) === 'on');
    } catch {} // storage turned off: the switch lasts for the page
  }, []);
  useEffect(() => {
    document.documentElement.toggleAttribute(REDUCE_MOTION_ATTRIBUTE, on);
  }, [on]);
  const press = () => {
    setOn(!on);
    try {
      localStorage.setItem(KEY, on ? 'off' : 'on');
    } catch {}
  };
  return (
    <button type="button" className="button" aria-pressed={on} onClick={press}>
      {label}
    </button>
  );
}
