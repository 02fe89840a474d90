import type { Root } from 'hast';
export default function rehypeSections(): (tree: Root) => void;
