'use client';
// The live figures, loaded when a lesson renders one and woken when the reader nears it (Wake.tsx):
// every figure is in the static HTML, but a page loads no figure's JavaScript until then. The canvas
// figures share one chunk (canvasWidgets.ts). mdx-components.tsx is part of every route, so
// importing the widgets there directly would make every page (the home page too) download all of
// them; these wrappers keep each page to the figures it shows, when it shows them.
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { type Load, Wake } from './Wake';
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
  editListing: () => import('@/components/editor/EditListing').then((m) => m.EditListing),
};

/** A figure as a lesson uses it: its props, woken by Wake (server: the same figure, on the server). */
function woken<P extends object>(load: Load<P>, server: ComponentType<P> | undefined, control = false) {
  return (props: P) => <Wake load={load} server={server} props={props} control={control} />;
}

export const Simulation = woken(loads.simulation, onServer?.Simulation);
export const CollisionInspector = woken(loads.inspector, onServer?.CollisionInspector);
export const SideBySide = woken(loads.sideBySide, onServer?.SideBySide);
export const MomentumCalculator = woken(loads.calculator, onServer?.MomentumCalculator);
export const MistakeDemo = woken(loads.mistake, onServer?.MistakeDemo);
export const FrameOrder = woken(loads.frameOrder, onServer?.FrameOrder);
export const FrameOrderCrowd = woken(loads.frameOrderCrowd, onServer?.FrameOrderCrowd);
export const SeparateDemo = woken(loads.separate, onServer?.SeparateDemo);
// The Edit button under an editable listing is a control, not a figure: it wakes when it is reached,
// and its editor loads when it is pressed (components/editor/).
export const EditListing = woken(loads.editListing, onServer?.EditListing, true);
// An exercise is words and a text field more than a figure (3 KiB): it hydrates with the page, so
// an answer typed early is not lost.
export const Predict = dynamic(() => import('@/components/exercise/Predict').then((m) => m.Predict));
