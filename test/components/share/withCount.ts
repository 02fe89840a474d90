// Link states of crowd scenarios, with and without their number of balls (for the links' properties).
import fc from 'fast-check';
import { CROWDS, type SCENARIOS } from '@/physics';

/** A crowd may carry its number of balls (kept small here: placing 5,000 balls takes a while). */
export const withCount = <T extends { scenario: (typeof SCENARIOS)[number] }>(state: T) =>
  CROWDS.includes(state.scenario)
    ? fc
        .option(fc.integer({ min: 1, max: 60 }), { nil: undefined })
        .map((count) => (count === undefined ? state : { ...state, count }))
    : fc.constant(state);
