import { Link, type LinkProps } from 'react-router';
import { type ButtonLook, buttonClassName } from './buttonClassName';

type ButtonLinkProps = LinkProps & ButtonLook;

/** A router link styled as a button: navigation stays a link for assistive tech. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, block }, className)} {...props} />;
}
