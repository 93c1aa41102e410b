import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames, useFieldId } from './ids';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Rendered only while the tab is selected, so leaving a tab resets its form state. */
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection; omit to let Tabs keep it. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  id?: string;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move and select; only the
 * selected tab is in the Tab order (roving tabindex); Tab then goes into the panel.
 */
export function Tabs({
  tabs,
  label,
  selectedId,
  defaultSelectedId,
  onChange,
  id,
  className,
}: TabsProps) {
  const baseId = useFieldId(id);
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? tabs[0]?.id);
  const requested = selectedId ?? ownSelection;
  const selected = tabs.some((tab) => tab.id === requested) ? requested : tabs[0]?.id;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (tabId: string, moveFocus: boolean) => {
    if (moveFocus) tabRefs.current.get(tabId)?.focus();
    if (tabId === selected) return;
    setOwnSelection(tabId);
    onChange?.(tabId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    if (index < 0) return;
    let nextIndex: number;
    switch (event.key) {
      case 'ArrowRight':
        nextIndex = (index + 1) % tabs.length;
        break;
      case 'ArrowLeft':
        nextIndex = (index - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        nextIndex = 0;
        break;
      case 'End':
        nextIndex = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const next = tabs[nextIndex];
    if (next) select(next.id, true);
  };

  const tabId = (item: TabItem) => `${baseId}-tab-${item.id}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.id}`;

  return (
    <div className={classNames('nc-tabs', className)}>
      <div role="tablist" aria-label={label} className="nc-tabs__list">
        {tabs.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) tabRefs.current.set(item.id, el);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={isSelected}
              aria-controls={panelId(item)}
              tabIndex={isSelected ? 0 : -1}
              className={classNames('nc-tabs__tab', isSelected && 'nc-tabs__tab--selected')}
              onClick={() => select(item.id, false)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {tabs.map((item) => {
        const isSelected = item.id === selected;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item)}
            aria-labelledby={tabId(item)}
            hidden={!isSelected}
            className="nc-tabs__panel"
          >
            {isSelected ? item.content : null}
          </div>
        );
      })}
    </div>
  );
}
