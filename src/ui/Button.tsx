import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';

type Variant = 'primary' | 'secondary' | 'danger' | 'quiet';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'class'> {
  variant?: Variant;
  children: ComponentChildren;
}

/** A button at least 48 px tall. `primary` is the one wide action per screen. */
export function Button({ variant = 'secondary', children, type = 'button', ...rest }: Props) {
  const cls = variant === 'secondary' ? 'btn' : `btn btn-${variant}`;
  return (
    <button type={type} class={cls} {...rest}>
      {children}
    </button>
  );
}
