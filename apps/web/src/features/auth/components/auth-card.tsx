import type { FormEvent, ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  onSubmit: () => void;
  children: ReactNode;
  /** Links under the form, e.g. to Register. */
  footer?: ReactNode;
}

/** The narrow card every account form (login, register, recovery) sits in. */
export function AuthCard({ title, onSubmit, children, footer }: AuthCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="mx-4 my-8 max-w-md rounded-xl border border-neutral-200 bg-white p-6 sm:mx-auto">
      <h1 className="text-xl font-semibold">{title}</h1>
      <form onSubmit={submit} className="mt-4 grid grid-cols-1 gap-4">
        {children}
      </form>
      {footer && <div className="mt-4 text-sm text-neutral-700">{footer}</div>}
    </section>
  );
}
