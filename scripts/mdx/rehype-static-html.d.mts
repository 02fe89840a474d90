import type { Root } from 'hast';
export default function rehypeStaticHtml(): (tree: Root) => void;
