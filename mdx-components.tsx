// The names lessons may use without importing anything: registered once, here.
import type { MDXComponents } from 'mdx/types';
import { ExitTicket } from '@/components/exercise/ExitTicket';
import { Explanation } from '@/components/exercise/Explanation';
import { PredictExercise } from '@/components/exercise/PredictExercise';
import { Step } from '@/components/exercise/Step';
import { Steps } from '@/components/exercise/Steps';
import { Callout } from '@/components/mdx/Callout';
import { Listing } from '@/components/mdx/Listing';
import { LocaleLink } from '@/components/mdx/LocaleLink';
import {
  CollisionInspector,
  FrameOrder,
  FrameOrderCrowd,
  MistakeDemo,
  MomentumCalculator,
  SeparateDemo,
  SideBySide,
  Simulation,
} from '@/components/mdx/lazyWidgets';

const components: MDXComponents = {
  a: LocaleLink,
  Callout,
  CollisionInspector,
  ExitTicket,
  Explanation,
  FrameOrder,
  FrameOrderCrowd,
  Listing,
  MistakeDemo,
  MomentumCalculator,
  Predict: PredictExercise,
  SeparateDemo,
  SideBySide,
  Simulation,
  Step,
  Steps,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
