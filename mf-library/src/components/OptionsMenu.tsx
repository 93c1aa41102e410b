// A menu button (WAI-ARIA APG menu button pattern): the button opens a menu of actions; Arrow keys,
// Home and End move between them, Enter or Space chooses one, Escape closes and gives focus back
// to the button, Tab closes and moves on. The menu is in the page (no portal) so it follows the
// button when the page reflows.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface MenuAction {
  id: string;
  label: string;
  onSelect: () => void;
}

export interface OptionsMenuProps {
  /** The button's visible text ("Options"). */
  label: string;
  /** Its accessible name, naming what it is for ("Options for The River"). */
  accessibleName: string;
  actions: readonly MenuAction[];
}

export function OptionsMenu({ label, accessibleName, actions }: OptionsMenuProps) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // Focus follows the active item while the menu is open.
  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  // A click anywhere else closes the menu, as a native menu does.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : actions.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const choose = (action: MenuAction) => {
    // Focus goes back to the button first: a dialog the action opens returns focus there.
    close(true);
    action.onSelect();
  };

  return (
    <div ref={rootRef} className="library-menu">
      <button
        ref={buttonRef}
        type="button"
        className="nc-button nc-button--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={accessibleName}
        onClick={() => (open ? close(true) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span aria-hidden="true" className="library-menu__caret">
          ▾
        </span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={accessibleName}
          className="library-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {actions.map((action, index) => (
            <button
              key={action.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              className="library-menu__item"
              onClick={() => choose(action)}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
