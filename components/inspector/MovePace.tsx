'use client';
// The presenter view's choice of how slowly the inspector's moves play: at the ordinary pace a turn
// takes 0.9 s, which the back of a room misses; the view starts at Slow.
import { useMessages } from '@/components/i18n/MessagesProvider';

export const PACES = { normal: 1, slow: 2, slower: 3 } as const;
export type PaceName = keyof typeof PACES;
export const PRESENTER_PACE: PaceName = 'slow';

export function MovePace({ pace, onPace }: { pace: PaceName; onPace: (pace: PaceName) => void }) {
  const t = useMessages().presenter;
  return (
    <label className="inline-field move-pace">
      {t.movePace}
      <select value={pace} onChange={(e) => onPace(e.target.value as PaceName)}>
        {(Object.keys(PACES) as PaceName[]).map((name) => (
          <option key={name} value={name}>
            {t.movePaces[name]}
          </option>
        ))}
      </select>
    </label>
  );
}
