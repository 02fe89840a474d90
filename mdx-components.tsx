// The names lessons may use without importing anything: registered once, here.
import type { MDXComponents } from 'mdx/types';
import { Callout } from '@/components/mdx/Callout';
import { Listing } from '@/components/mdx/Listing';
import { MomentumCalculator } from '@/components/mdx/MomentumCalculator';

const components: MDXComponents = {
  Callout,
  Listing,
  MomentumCalculator,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
