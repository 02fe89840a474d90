import type { Root } from 'hast';
export default function rehypeScrollRegions(): (tree: Root) => void;
