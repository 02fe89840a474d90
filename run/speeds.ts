// The speeds a run plays at: what a player offers (widget/SpeedControl) and what a link may ask for
// (share/linkState: speed=0.5). A module of its own, so that the link takes them from no clock.

export const SPEEDS = [0.25, 0.5, 1, 2] as const;
export type Speed = (typeof SPEEDS)[number];
