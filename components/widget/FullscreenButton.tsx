'use client';
// Puts one widget on the whole screen for projecting in class (CSS lays it out for a projector there).
// In full screen Space never leaves it, even with this button focused: Enter, a click or Esc do.
import { type RefObject, useEffect, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { Icon } from '@/components/ui/Icon';

export function FullscreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const t = useMessages().simulation;
  const [active, setActive] = useState(false);
  // Unknown on the server: the page's HTML has the button, so the bar does not grow on hydration.
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    setSupported(document.fullscreenEnabled);
    const update = () => setActive(document.fullscreenElement === target.current && !!target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);

  const toggle = () => {
    if (active) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  };
  return (
    <button
      type="button"
      className="button"
      onClick={toggle}
      onKeyDown={(event) => {
        if (active && event.key === ' ') event.preventDefault();
      }}
      aria-pressed={active}
      aria-keyshortcuts={active ? 'Escape' : undefined}
      data-action="fullscreen"
      // no dead buttons where the browser cannot do it (an iPhone): hidden from every reader and
      // the keyboard, its place kept
      style={supported ? undefined : { visibility: 'hidden' }}
    >
      <Icon name="fullscreen" />
      {active ? t.exitFullscreen : t.fullscreen}
    </button>
  );
}
