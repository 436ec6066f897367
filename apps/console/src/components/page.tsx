import type { ReactNode } from 'react';

type Props = {
  /** Names the title (`<id>-title`), which labels the page's section. */
  id: string;
  title: ReactNode;
  /** The line under the title. */
  lead?: ReactNode;
  /** At the right of the title: buttons, a filter, badges. */
  tools?: ReactNode;
  /** Names the tools as a group (read out before them). */
  toolsLabel?: string;
  children?: ReactNode;
};

/** A console page: a section labelled by its h1, the lead under it, tools at the right, then the body. */
export function Page({ id, title, lead, tools, toolsLabel, children }: Props) {
  return (
    <section className="page" aria-labelledby={`${id}-title`}>
      <header className="page__head">
        <div>
          <h1 id={`${id}-title`}>{title}</h1>
          {lead ? <p className="muted">{lead}</p> : null}
        </div>
        {tools ? (
          <div className="page__tools" role={toolsLabel ? 'group' : undefined} aria-label={toolsLabel}>
            {tools}
          </div>
        ) : null}
      </header>
      {children}
    </section>
  );
}
