import type { ButtonHTMLAttributes } from 'react';

type Variant = 'buy' | 'outline';

const base =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<Variant, string> = {
  buy: 'bg-buy text-white hover:bg-buy-dark',
  outline: 'border border-neutral-300 bg-white text-ink hover:bg-neutral-50',
};

/** Button classes, also for router links that should look like buttons. */
export const buttonStyles = (variant: Variant = 'buy'): string => `${base} ${variants[variant]}`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant };

export function Button({ variant = 'buy', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={`${buttonStyles(variant)} ${className}`} {...props} />;
}
