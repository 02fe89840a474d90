// The figures that draw on a canvas, in one module so that they load as one chunk: each of them in a
// chunk of its own would carry its own copy of the canvas layers and the clock (about 10 KiB each,
// gzipped), and lesson 7 shows four kinds at once.
import dynamic from 'next/dynamic';

export { FrameOrder } from '@/components/figures/FrameOrder';
export { FrameOrderCrowd } from '@/components/figures/FrameOrderCrowd';
export { SeparateDemo } from '@/components/figures/SeparateDemo';
export { Simulation } from '@/components/simulation/Simulation';
export { MistakeDemo } from './MistakeDemo';
export { SideBySide } from './SideBySide';

// The inspector (lesson 4's figure) loads from inside this chunk, so it shares the kit already here
// instead of carrying a copy (lesson 4 went to 213 KiB with a chunk of its own, 10 KiB of it copies),
// and the other lessons never download its stages and equations.
export const CollisionInspector = dynamic(() =>
  import('@/components/inspector/CollisionInspector').then((m) => m.CollisionInspector),
);
