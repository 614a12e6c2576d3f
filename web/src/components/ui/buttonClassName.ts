import * as styles from './Button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** Shared by Button and ButtonLink so a link that acts as a call to action looks like one. */
export function buttonClassName(
  { variant = 'primary', size = 'md', block = false }: ButtonLook,
  extra?: string,
) {
  return [styles.base, styles.variant[variant], styles.size[size], block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}
