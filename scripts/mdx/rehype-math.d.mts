import type { Root } from 'hast';
import type { KatexOptions, TrustContext } from 'katex';
import type { VFile } from 'vfile';
export function trustMove(context: TrustContext): boolean;
export const KATEX_OPTIONS: KatexOptions;
export default function rehypeMath(): (tree: Root, file: VFile) => void;
