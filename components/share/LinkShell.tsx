// A tool whose set-up comes from the address (useLinkState): the build draws it with the set-up of
// the page without a link, so the static page already has the tool's final size (issue 27: the tool
// mounting in the browser moved the page, CLS 0.185). Until the address is read that drawing is kept
// invisible and out of reach (a link may show another set-up; controls do nothing before hydrating).
import type { ReactNode } from 'react';
import styles from './LinkShell.module.css';

export function LinkShell({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <div className={ready ? styles.shell : `${styles.shell} ${styles.waiting}`} inert={!ready}>
      {children}
    </div>
  );
}
