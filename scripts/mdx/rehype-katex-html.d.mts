import type { Root } from 'hast';
export default function rehypeKatexHtml(): (tree: Root) => void;
