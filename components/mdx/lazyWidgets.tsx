'use client';
// The live figures, loaded when a lesson renders one and woken when the reader nears it (Wake.tsx):
// every figure is in the static HTML, but a page loads no figure's JavaScript until then. The canvas
// figures share one chunk (canvasWidgets.ts). mdx-components.tsx is part of every route, so
// importing the widgets there directly would make every page (the home page too) download all of
// them; these wrappers keep each page to the figures it shows, when it shows them.
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type * as Canvas from './canvasWidgets';
import type * as Calculator from './MomentumCalculator';
import type * as Recorded from './recordedFigures';
import { Wake } from './Wake';
// The calculator's own chunk would bring its styles only when it wakes, after the page has laid it
// out without them (the canvas figures' styles come with the page: Predict's next/dynamic names
// their chunk); imported here, they are in the page's stylesheet.
import './MomentumCalculator.module.css';

/** The figures for the server's render; null in the browser, whose bundle drops the require. */
const onServer: typeof import('./serverFigures') | null =
  typeof window === 'undefined' ? require('./serverFigures') : null;

const canvas = () => import('./canvasWidgets');
const recorded = () => canvas().then((m) => m.loadRecorded());

const loads = {
  simulation: () => canvas().then((m) => m.Simulation),
  inspector: () => canvas().then((m) => m.loadCollisionInspector()),
  sideBySide: () => canvas().then((m) => m.SideBySide),
  calculator: () => import('./MomentumCalculator').then((m) => m.MomentumCalculator),
  mistake: () => recorded().then((m) => m.MistakeDemo),
  frameOrder: () => recorded().then((m) => m.FrameOrder),
  frameOrderCrowd: () => recorded().then((m) => m.FrameOrderCrowd),
  separate: () => recorded().then((m) => m.SeparateDemo),
};

export const Simulation = (props: ComponentProps<typeof Canvas.Simulation>) => (
  <Wake load={loads.simulation} server={onServer?.Simulation} props={props} />
);
export const CollisionInspector = (props: ComponentProps<Awaited<ReturnType<typeof loads.inspector>>>) => (
  <Wake load={loads.inspector} server={onServer?.CollisionInspector} props={props} />
);
export const SideBySide = (props: ComponentProps<typeof Canvas.SideBySide>) => (
  <Wake load={loads.sideBySide} server={onServer?.SideBySide} props={props} />
);
export const MomentumCalculator = (props: ComponentProps<typeof Calculator.MomentumCalculator>) => (
  <Wake load={loads.calculator} server={onServer?.MomentumCalculator} props={props} />
);
export const MistakeDemo = (props: ComponentProps<typeof Recorded.MistakeDemo>) => (
  <Wake load={loads.mistake} server={onServer?.MistakeDemo} props={props} />
);
export const FrameOrder = (props: ComponentProps<typeof Recorded.FrameOrder>) => (
  <Wake load={loads.frameOrder} server={onServer?.FrameOrder} props={props} />
);
export const FrameOrderCrowd = (props: ComponentProps<typeof Recorded.FrameOrderCrowd>) => (
  <Wake load={loads.frameOrderCrowd} server={onServer?.FrameOrderCrowd} props={props} />
);
export const SeparateDemo = (props: ComponentProps<typeof Recorded.SeparateDemo>) => (
  <Wake load={loads.separate} server={onServer?.SeparateDemo} props={props} />
);
// An exercise is words and a text field more than a figure (3 KiB): it hydrates with the page, so
// an answer typed early is not lost.
export const Predict = dynamic(() => import('@/components/exercise/Predict').then((m) => m.Predict));
