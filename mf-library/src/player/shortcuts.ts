// The player's keyboard shortcuts. Chosen not to clash with screen readers or the browser:
// - they act only while focus is inside the player (a keydown handler on its region), so a
//   screen reader's single-letter quick navigation in browse mode elsewhere is untouched, and in
//   browse mode the screen reader keeps those keys anyway (its users press the buttons, or switch
//   to focus mode);
// - no Ctrl, Alt or Meta: those belong to the browser, the system and screen readers (NVDA and
//   JAWS use Insert and Caps Lock, VoiceOver Control+Option), so a key with any of them is left
//   alone; Alt+letter also opens browser menus on Windows;
// - letters as on YouTube and Able Player (K play/pause, J and L back and forward), matched by
//   the physical key (event.code), so they work with Hindi and Telugu (InScript) layouts too;
// - Space and Enter keep activating the focused button, arrows keep moving the slider and the
//   selects, and nothing acts while a select or a text field has focus.
export type ShortcutAction =
  | 'toggle'
  | 'back10'
  | 'back30'
  | 'forward10'
  | 'forward30'
  | 'previousSection'
  | 'nextSection'
  | 'previousChapter'
  | 'nextChapter'
  | 'slower'
  | 'faster'
  | 'help';

export interface Shortcut {
  /** The key as printed on a QWERTY keyboard. */
  key: string;
  shift: boolean;
  code: string;
  action: ShortcutAction;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'K', shift: false, code: 'KeyK', action: 'toggle' },
  { key: 'J', shift: false, code: 'KeyJ', action: 'back10' },
  { key: 'L', shift: false, code: 'KeyL', action: 'forward10' },
  { key: 'J', shift: true, code: 'KeyJ', action: 'back30' },
  { key: 'L', shift: true, code: 'KeyL', action: 'forward30' },
  { key: 'P', shift: false, code: 'KeyP', action: 'previousSection' },
  { key: 'N', shift: false, code: 'KeyN', action: 'nextSection' },
  { key: 'P', shift: true, code: 'KeyP', action: 'previousChapter' },
  { key: 'N', shift: true, code: 'KeyN', action: 'nextChapter' },
  { key: '[', shift: false, code: 'BracketLeft', action: 'slower' },
  { key: ']', shift: false, code: 'BracketRight', action: 'faster' },
  { key: '?', shift: true, code: 'Slash', action: 'help' },
];

/** Focus in one of these takes its keys for itself (typing, choosing an option). */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement)
    return !['range', 'button', 'checkbox', 'radio'].includes(target.type);
  return false;
}

interface KeyLike {
  key: string;
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

/** The action a key press asks for, or null (the key is left to the browser). */
export function shortcutFor(event: KeyLike): ShortcutAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey || ownsKeys(event.target)) return null;
  if (event.key === '?') return 'help';
  const byCode = SHORTCUTS.find(
    (shortcut) => shortcut.code === event.code && shortcut.shift === event.shiftKey,
  );
  if (byCode) return byCode.action;
  // Without a physical key code (some virtual keyboards): the printed letter.
  const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
  return (
    SHORTCUTS.find((shortcut) => shortcut.key === key && shortcut.shift === event.shiftKey)
      ?.action ?? null
  );
}

/** The aria-keyshortcuts value of a control's shortcut. */
export function ariaKeys(action: ShortcutAction): string | undefined {
  const shortcut = SHORTCUTS.find((candidate) => candidate.action === action);
  if (!shortcut || shortcut.key === '?') return undefined;
  const key =
    shortcut.key === '[' || shortcut.key === ']' ? shortcut.key : shortcut.key.toLowerCase();
  return shortcut.shift ? `Shift+${key}` : key;
}
