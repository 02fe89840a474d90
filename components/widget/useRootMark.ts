'use client';
// True while <html> carries `attribute`: the page-wide modes other code marks there (the presenter
// view's data-present, the motion switch's data-reduce-motion), read by the widgets that change with
// them.
import { useSyncExternalStore } from 'react';

export function useRootMark(attribute: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributeFilter: [attribute] });
      return () => observer.disconnect();
    },
    () => document.documentElement.hasAttribute(attribute),
    () => false,
  );
}
