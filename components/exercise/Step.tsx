// One step of a <Steps> derivation: a line of algebra and a sentence on what was done. One element,
// so <Steps> can count and reveal the steps one by one.
import type { ReactNode } from 'react';

export function Step({ children }: { children?: ReactNode }) {
  return <div>{children}</div>;
}
