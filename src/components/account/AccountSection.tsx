import type { ReactNode } from 'react';

/** A section of /account: a framed card, named by its heading for screen readers. */
export default function AccountSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-surface-line bg-surface-soft p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
