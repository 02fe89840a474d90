'use client';
// The live figures, loaded when a lesson renders one (the canvas figures share one chunk, see
// canvasWidgets.ts). mdx-components.tsx is
// part of every route, so importing the widgets there directly would make every page (the home
// page too) download all of them; these wrappers keep each page to the figures it shows. They are
// still rendered into the static HTML.
import dynamic from 'next/dynamic';

export const Simulation = dynamic(() => import('./canvasWidgets').then((m) => m.Simulation));
export const CollisionInspector = dynamic(() => import('./canvasWidgets').then((m) => m.CollisionInspector));
export const SideBySide = dynamic(() => import('./canvasWidgets').then((m) => m.SideBySide));
export const MomentumCalculator = dynamic(() =>
  import('./MomentumCalculator').then((m) => m.MomentumCalculator),
);
export const MistakeDemo = dynamic(() => import('./canvasWidgets').then((m) => m.MistakeDemo));
export const Predict = dynamic(() => import('@/components/exercise/Predict').then((m) => m.Predict));
export const FrameOrder = dynamic(() => import('./canvasWidgets').then((m) => m.FrameOrder));
export const FrameOrderCrowd = dynamic(() => import('./canvasWidgets').then((m) => m.FrameOrderCrowd));
export const SeparateDemo = dynamic(() => import('./canvasWidgets').then((m) => m.SeparateDemo));
