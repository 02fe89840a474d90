'use client';
import { VELOCITY_FRAMES } from '@/components/canvas/layers/arrows';
import { OVERLAY_NAMES, type Overlays } from '@/components/canvas/worldLayers';
// Checkboxes that switch the canvas overlays on and off, with the arrows' scale spelled out.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';

interface Props {
  overlays: Overlays;
  onChange: (overlays: Overlays) => void;
  referenceMass: number;
}

export function OverlayToggles({ overlays, onChange, referenceMass }: Props) {
  const t = useMessages().simulation;
  return (
    <fieldset className="overlay-toggles">
      <legend>{t.overlays}</legend>
      {OVERLAY_NAMES.map((name) => (
        <label key={name} className="inline-field">
          <input
            type="checkbox"
            checked={overlays[name]}
            onChange={(e) => onChange({ ...overlays, [name]: e.target.checked })}
            data-overlay={name}
          />
          {t.overlay[name]}
        </label>
      ))}
      {overlays.velocity && <p className="note">{format(t.velocityScale, { frames: VELOCITY_FRAMES })}</p>}
      {overlays.momentum && (
        <p className="note">{format(t.momentumScale, { mass: Number(referenceMass.toPrecision(3)) })}</p>
      )}
    </fieldset>
  );
}
