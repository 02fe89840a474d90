// Interface strings of the predict-then-run exercises and step-by-step reveals (English).
export const exercise = {
  check: 'Check my answer',
} as const;
