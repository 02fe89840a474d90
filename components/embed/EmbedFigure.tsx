'use client';
// A lesson's figure on a page of its own (/embed/figure/<name>/), with the props the lesson gives it
// (lib/figures.ts reads them at build time). The widgets are the lessons' own lazy ones, so an embed
// downloads only the figure it shows.
import type { ComponentType } from 'react';
import * as widgets from '@/components/mdx/lazyWidgets';
import { EmbedFrame, type OpenLink } from './EmbedFrame';

const FIGURES: Record<string, ComponentType<Record<string, unknown>>> = widgets as never;

export function EmbedFigure({
  component,
  props,
  title,
  open,
}: {
  component: string;
  props: Record<string, unknown>;
  title: string;
  open: OpenLink;
}) {
  const Figure = FIGURES[component];
  if (!Figure) throw new Error(`no figure component ${component}`);
  return (
    <EmbedFrame title={title} open={open}>
      <Figure {...props} />
    </EmbedFrame>
  );
}
