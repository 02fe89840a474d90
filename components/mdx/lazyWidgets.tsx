'use client';
// The live figures, each loaded in its own chunk when a lesson renders it. mdx-components.tsx is
// part of every route, so importing the widgets there directly would make every page (the home
// page too) download all of them; these wrappers keep each page to the figures it shows. They are
// still rendered into the static HTML.
import dynamic from 'next/dynamic';

export const Simulation = dynamic(() =>
  import('@/components/simulation/Simulation').then((m) => m.Simulation),
);
export const CollisionInspector = dynamic(() =>
  import('@/components/inspector/CollisionInspector').then((m) => m.CollisionInspector),
);
export const SideBySide = dynamic(() => import('./SideBySide').then((m) => m.SideBySide));
export const MomentumCalculator = dynamic(() =>
  import('./MomentumCalculator').then((m) => m.MomentumCalculator),
);
export const MistakeDemo = dynamic(() => import('./MistakeDemo').then((m) => m.MistakeDemo));
export const Predict = dynamic(() => import('@/components/exercise/Predict').then((m) => m.Predict));
export const FrameOrder = dynamic(() => import('@/components/figures/FrameOrder').then((m) => m.FrameOrder));
export const SeparateDemo = dynamic(() =>
  import('@/components/figures/SeparateDemo').then((m) => m.SeparateDemo),
);
