import type { ComponentProps } from 'react';
import { type ButtonLook, buttonClassName } from './buttonClassName';

type ButtonProps = ComponentProps<'button'> & ButtonLook;

export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, block }, className)} {...props} />;
}
