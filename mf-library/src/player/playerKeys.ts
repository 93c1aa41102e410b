// The keyboard shortcuts put to work: the player region's keydown handler, which runs the action
// of the shortcut pressed (which keys those are, and why: shortcuts.ts).
import type { KeyboardEvent } from 'react';
import { shortcutFor, type ShortcutAction } from './shortcuts';

export type ShortcutActions = Record<ShortcutAction, () => void>;

/** The handler; `actions` is asked for when a shortcut is pressed. */
export function shortcutKeyDown(actions: () => ShortcutActions) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const action = shortcutFor(event);
    if (!action) return;
    event.preventDefault();
    actions()[action]();
  };
}
