import { useEffect, useRef, useSyncExternalStore } from 'react';
import { t } from '../messages';
import { announce } from './Announcer';
import { classNames } from './ids';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  kind?: ToastKind;
  /** How long the toast stays; at least 5000 ms whatever is asked (WCAG 2.2.1, docs/product-rules.md). */
  durationMs?: number;
}

interface ToastEntry {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
}

export const TOAST_MIN_DURATION_MS = 5_000;
export const TOAST_DEFAULT_DURATION_MS = 6_000;

type Listener = () => void;
let toasts: readonly ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly ToastEntry[]) {
  toasts = next;
  for (const listener of [...listeners]) listener();
}

const KIND_PREFIX: Record<ToastKind, () => string> = {
  success: () => t('toastSuccess'),
  error: () => t('toastError'),
  info: () => t('toastInfo'),
};

/** Shows a toast in <ToastRegion/> and announces it (errors assertively). Returns its id. */
export function toast(message: string, options: ToastOptions = {}): number {
  const kind = options.kind ?? 'info';
  const durationMs = Math.max(
    TOAST_MIN_DURATION_MS,
    options.durationMs ?? TOAST_DEFAULT_DURATION_MS,
  );
  const entry: ToastEntry = { id: nextId++, message, kind, durationMs };
  emit([...toasts, entry]);
  announce(`${KIND_PREFIX[kind]()} ${message}`, kind === 'error' ? 'assertive' : 'polite');
  return entry.id;
}

export function dismissToast(id: number): void {
  emit(toasts.filter((entry) => entry.id !== id));
}

export function clearToasts(): void {
  emit([]);
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getToasts = () => toasts;

/**
 * The visible toasts. Not a live region itself: toast() announces through <LiveRegions/>, so each
 * toast is read once. Rendered once by the shell.
 */
export function ToastRegion() {
  const current = useSyncExternalStore(subscribe, getToasts, getToasts);
  return (
    <section className="nc-toasts" aria-label={t('notifications')}>
      {current.length > 0 && (
        <ul className="nc-toasts__list">
          {current.map((entry) => (
            <ToastItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ToastItem({ entry }: { entry: ToastEntry }) {
  const itemRef = useRef<HTMLLIElement>(null);

  // The countdown pauses while the pointer is over the toast or focus is inside it, so nobody
  // loses a message they are reading or about to dismiss.
  useEffect(() => {
    const item = itemRef.current;
    if (!item) return;
    let remaining = entry.durationMs;
    let startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => dismissToast(entry.id),
      remaining,
    );
    let hovered = false;
    let focused = false;

    const pause = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining -= Date.now() - startedAt;
    };
    const resume = () => {
      if (timer !== undefined || hovered || focused) return;
      startedAt = Date.now();
      timer = setTimeout(() => dismissToast(entry.id), Math.max(remaining, 1_000));
    };
    const onEnter = () => {
      hovered = true;
      pause();
    };
    const onLeave = () => {
      hovered = false;
      resume();
    };
    const onFocusIn = () => {
      focused = true;
      pause();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (item.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      resume();
    };
    item.addEventListener('mouseenter', onEnter);
    item.addEventListener('mouseleave', onLeave);
    item.addEventListener('focusin', onFocusIn);
    item.addEventListener('focusout', onFocusOut);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      item.removeEventListener('mouseenter', onEnter);
      item.removeEventListener('mouseleave', onLeave);
      item.removeEventListener('focusin', onFocusIn);
      item.removeEventListener('focusout', onFocusOut);
    };
  }, [entry.id, entry.durationMs]);

  return (
    <li ref={itemRef} className={classNames('nc-toast', `nc-toast--${entry.kind}`)}>
      <p className="nc-toast__message">
        <span className="nc-toast__kind">{KIND_PREFIX[entry.kind]()}</span> {entry.message}
      </p>
      <button
        type="button"
        className="nc-button nc-button--secondary nc-toast__dismiss"
        aria-label={t('dismissNotification')}
        onClick={() => dismissToast(entry.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
