import { useState, type ReactNode } from 'react';
import { classNames, useFieldId } from './ids';

export interface AccordionItem {
  id: string;
  heading: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the heading wrapping each button; default 3 (under the page h1 and a section h2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Let several sections be open at once; default true. */
  allowMultiple?: boolean;
  defaultExpandedIds?: readonly string[];
  id?: string;
  className?: string;
}

/** Headings holding buttons with aria-expanded, each controlling a labelled region. */
export function Accordion({
  items,
  headingLevel = 3,
  allowMultiple = true,
  defaultExpandedIds = [],
  id,
  className,
}: AccordionProps) {
  const baseId = useFieldId(id);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpandedIds));
  const Heading = `h${headingLevel}` as const;

  const toggle = (itemId: string) => {
    setExpanded((previous) => {
      const next = new Set(allowMultiple ? previous : []);
      if (previous.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  };

  return (
    <div className={classNames('nc-accordion', className)}>
      {items.map((item) => {
        const isOpen = expanded.has(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const regionId = `${baseId}-region-${item.id}`;
        return (
          <div key={item.id} className="nc-accordion__item">
            <Heading className="nc-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="nc-accordion__button"
                aria-expanded={isOpen}
                aria-controls={regionId}
                onClick={() => toggle(item.id)}
              >
                <span className="nc-accordion__icon" aria-hidden="true">
                  {isOpen ? '−' : '+'}
                </span>
                {item.heading}
              </button>
            </Heading>
            <div
              role="region"
              id={regionId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="nc-accordion__panel"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
