import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface PageProps {
  /** The page's heading; also the document title unless `documentTitle` says otherwise. */
  heading: ReactNode;
  documentTitle: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** Narrow pages (forms, messages) read better in a short column. */
  narrow?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The frame of every screen: one h1, the document title, a content column. */
export function Page({ heading, documentTitle, lead, narrow = false, className, children }: PageProps) {
  useDocumentTitle(documentTitle);
  const classes = ['page', narrow ? 'page--narrow' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <header className="page__header">
        <h1 className="page__title">{heading}</h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
