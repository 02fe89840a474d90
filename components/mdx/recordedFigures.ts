// The figures that only some lessons show (the mistake demos, lesson 6's frame-order figures, the
// separate demo), in one module so that they load as one chunk from inside the canvas figures' chunk:
// they share its kit instead of carrying a copy, share their recorded clock with each other, and a
// lesson without them never downloads them (see canvasWidgets.ts).

export { FrameOrder } from '@/components/figures/FrameOrder';
export { FrameOrderCrowd } from '@/components/figures/FrameOrderCrowd';
export { SeparateDemo } from '@/components/figures/SeparateDemo';
export { MistakeDemo } from './MistakeDemo';
