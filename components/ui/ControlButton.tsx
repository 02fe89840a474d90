// One button of a widget's control row (time controls, the collision inspector): an icon and a label,
// with the data-action the browser tests find it by and the key that does the same.
import { Icon, type IconName } from './Icon';

interface Props {
  icon: IconName;
  label: string;
  action: string;
  onClick: () => void;
  disabled?: boolean;
  /** The keyboard shortcut, for aria-keyshortcuts. */
  shortcut?: string;
  primary?: boolean;
  /** Icons pointing forwards read better after the label. */
  iconAfter?: boolean;
}

export function ControlButton({
  icon,
  label,
  action,
  onClick,
  disabled,
  shortcut,
  primary,
  iconAfter,
}: Props) {
  return (
    <button
      type="button"
      className={primary ? 'button button-primary' : 'button'}
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={shortcut}
      data-action={action}
    >
      {!iconAfter && <Icon name={icon} />}
      <span className="control-label">{label}</span>
      {iconAfter && <Icon name={icon} />}
    </button>
  );
}
