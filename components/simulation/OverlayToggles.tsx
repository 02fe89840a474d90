'use client';
// Checkboxes that switch the canvas overlays on and off (the centre-of-mass view among them), the
// arrow scale, and what an arrow's length and that view mean, in plain words.
import { ARROW_SCALES } from '@/components/canvas/layers/arrows';
import { OVERLAY_NAMES, type Overlays } from '@/components/canvas/worldLayers';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format, formatSig } from '@/lib/format';

interface Props {
  overlays: Overlays;
  onChange: (overlays: Overlays) => void;
  referenceMass: number;
  /** px of arrow per px/frame of velocity. */
  arrowScale: number;
  onArrowScale: (scale: number) => void;
}

export function OverlayToggles({ overlays, onChange, referenceMass, arrowScale, onArrowScale }: Props) {
  const messages = useMessages();
  const t = messages.simulation;
  const scale = messages.instruments.arrowScale;
  const names = { ...t.overlay, centreOfMassFrame: messages.presenter.centreOfMassFrame };
  const arrows = overlays.velocity || overlays.momentum || overlays.impulse;
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
          {names[name]}
        </label>
      ))}
      {arrows && (
        <label className="inline-field">
          {scale.label}
          <select
            value={arrowScale}
            onChange={(e) => onArrowScale(Number(e.target.value))}
            data-testid="arrow-scale"
          >
            {ARROW_SCALES.map((px) => (
              <option key={px} value={px}>
                {format(scale.option, { px })}
              </option>
            ))}
          </select>
        </label>
      )}
      {overlays.velocity && <p className="note">{format(scale.velocity, { px: arrowScale })}</p>}
      {(overlays.momentum || overlays.impulse) && (
        <p className="note">
          {format(scale.momentum, { px: arrowScale, mass: formatSig(referenceMass, 3) })}
        </p>
      )}
      {overlays.impulse && <p className="note">{scale.impulse}</p>}
      {overlays.centreOfMassFrame && (
        <p className="note" data-testid="centre-of-mass-note">
          {messages.presenter.centreOfMassNote}
        </p>
      )}
    </fieldset>
  );
}
