import {
  Button,
  type ButtonProps,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { UI_DEFAULTS } from '../../domain/ui/widgets';

// Fluent's primary button takes the brand colour; spec §9 gives buttons the 'success' colour.
const useStyles = makeStyles({
  success: {
    backgroundColor: tokens.colorPaletteGreenBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorPaletteGreenForeground1,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorPaletteGreenForeground2,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});

export interface ActionButtonProps {
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  icon?: ButtonProps['icon'];
  size?: ButtonProps['size'];
  className?: string;
}

/** The primary action of a form or step: a rounded, raised Fluent button in the default colour. */
export function ActionButton({
  className,
  disabled,
  type = 'button',
  ...props
}: ActionButtonProps) {
  const styles = useStyles();
  const coloured = UI_DEFAULTS.buttonColour === 'success' && !disabled;
  return (
    <Button
      {...props}
      type={type}
      disabled={disabled}
      appearance="primary"
      shape={UI_DEFAULTS.buttonRounded ? 'rounded' : 'square'}
      className={mergeClasses(coloured && styles.success, className)}
    />
  );
}
