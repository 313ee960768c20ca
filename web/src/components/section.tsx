import type { ReactNode } from 'react';

interface SectionProps {
  /** The heading's id: the section is named by it. */
  headingId: string;
  title: ReactNode;
  className?: string;
  /** Beside the heading: a button, a link or a count. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** A part of a page under its own h2, with room beside the heading for what acts on the part. */
export function Section({ headingId, title, className = 'section', aside, children }: SectionProps) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <div className="section__header">
        <h2 id={headingId} className="section__title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
