// The names lessons may use without importing anything: registered once, here.
import type { MDXComponents } from 'mdx/types';
import { Callout } from '@/components/mdx/Callout';
import { Listing } from '@/components/mdx/Listing';
import { MomentumCalculator } from '@/components/mdx/MomentumCalculator';
import { SideBySide } from '@/components/mdx/SideBySide';
import { Simulation } from '@/components/simulation/Simulation';
import { CollisionStepper } from '@/components/stepper/CollisionStepper';

const components: MDXComponents = {
  Callout,
  CollisionStepper,
  Listing,
  MomentumCalculator,
  SideBySide,
  Simulation,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
