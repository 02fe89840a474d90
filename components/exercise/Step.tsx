// One step of a <Steps> derivation: a line of algebra and a sentence on what was done.
import type { ReactNode } from 'react';

export function Step({ children }: { children?: ReactNode }) {
  return <div className="step-body">{children}</div>;
}
