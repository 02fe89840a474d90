// The figures that draw on a canvas, in one module so that they load as one chunk: each of them in a
// chunk of its own would carry its own copy of the canvas layers and the clock (about 10 KiB each,
// gzipped), and lesson 7 shows four kinds at once.

export { FrameOrder } from '@/components/figures/FrameOrder';
export { FrameOrderCrowd } from '@/components/figures/FrameOrderCrowd';
export { SeparateDemo } from '@/components/figures/SeparateDemo';
export { CollisionInspector } from '@/components/inspector/CollisionInspector';
export { Simulation } from '@/components/simulation/Simulation';
export { MistakeDemo } from './MistakeDemo';
export { SideBySide } from './SideBySide';
