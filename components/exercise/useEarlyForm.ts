'use client';
// What the reader did to a form before React hydrated it (lib/earlyInput.mjs): the text typed or the
// choice ticked is in the page but not in React's state, and a form sent then was kept from sending.
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { LIVE, SENT_EARLY } from '@/lib/earlyInput.mjs';

/**
 * Once `form` is live: hands its early entry (a text field's value, or the ticked radio's) to
 * `restore`, then sends the form again if the reader had sent it, after React has rendered the entry.
 */
export function useEarlyForm(form: RefObject<HTMLFormElement | null>, restore: (entry: string) => void) {
  const [sentEarly, setSentEarly] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form becomes live
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    element.setAttribute(LIVE, '');
    const entry = earlyEntry(element);
    if (entry) restore(entry);
    if (element.hasAttribute(SENT_EARLY)) {
      element.removeAttribute(SENT_EARLY);
      setSentEarly(true);
    }
  }, []);
  useEffect(() => {
    if (!sentEarly) return;
    setSentEarly(false);
    form.current?.requestSubmit();
  }, [sentEarly, form]);
}

function earlyEntry(form: HTMLFormElement): string {
  const ticked = form.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  if (ticked) return ticked.value;
  return form.querySelector<HTMLInputElement>('input[type="text"]')?.value ?? '';
}
