// The figures that draw on a canvas, in one module so that they load as one chunk: each of them in a
// chunk of its own would carry its own copy of the canvas layers and the clock (about 10 KiB each,
// gzipped), and lesson 7 shows four kinds at once. The figures only some lessons show load from
// inside this chunk, as one more chunk each group (a chunk loaded from here shares what is already
// here; two such chunks would each copy what they share with the other): the inspector (lesson 4's
// figure; 10 KiB) and the recorded figures (recordedFigures.ts). lazyWidgets.tsx wakes them.

export { Simulation } from '@/components/simulation/Simulation';
export { SideBySide } from './SideBySide';

export const loadCollisionInspector = () =>
  import('@/components/inspector/CollisionInspector').then((m) => m.CollisionInspector);
export const loadRecorded = () => import('./recordedFigures');
