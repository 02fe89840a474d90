// A page that is one tool across the width (/playground, /compare): its title, its introduction, the tool.
import type { ReactNode } from 'react';

export function ToolPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="wide-page">
      <h1>{title}</h1>
      <p className="lede">{intro}</p>
      {children}
    </div>
  );
}
