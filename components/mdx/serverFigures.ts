// Every lazily woken figure, imported statically for the server's render only: the build writes each
// figure into the page's HTML in one pass (lazyWidgets.tsx requires this module behind
// `typeof window === 'undefined'`, which the bundler folds, so no browser chunk contains it).

export { EditListing } from '@/components/editor/EditListing';
export { CollisionInspector } from '@/components/inspector/CollisionInspector';
export { Simulation } from '@/components/simulation/Simulation';
export { MomentumCalculator } from './MomentumCalculator';
export { FrameOrder, FrameOrderCrowd, MistakeDemo, SeparateDemo } from './recordedFigures';
export { SideBySide } from './SideBySide';
