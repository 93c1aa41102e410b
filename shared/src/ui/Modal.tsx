import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../messages';
import { classNames, useFieldId } from './ids';
import { tabbableElements } from './focusable';

export interface ModalProps {
  open: boolean;
  /** Visible title, the dialog's accessible name (aria-labelledby). */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row under the content. */
  footer?: ReactNode;
  /** Element to focus when the dialog opens; default the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of an element describing the dialog (aria-describedby). */
  describedBy?: string;
  id?: string;
  className?: string;
}

/**
 * A modal dialog (role=dialog, aria-modal). Focus moves in on open and is trapped by Tab and
 * Shift+Tab; Escape, the Close button and a click on the backdrop close it; focus returns to
 * the element that opened it. The 300 ms entrance (150 ms backdrop) is dropped under
 * prefers-reduced-motion by styles.css.
 */
let openDialogs = 0;

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  title,
  onClose,
  children,
  footer,
  initialFocusRef,
  describedBy,
  id,
  className,
}: ModalProps) {
  const dialogId = useFieldId(id);
  const titleId = `${dialogId}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Everything behind the dialog is inert (not focusable, hidden from screen readers) while it is
  // open. The live regions and toasts live outside #root, so they keep speaking.
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root || root.contains(dialogRef.current)) return undefined;
    openDialogs += 1;
    root.setAttribute('inert', '');
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) root.removeAttribute('inert');
    };
  }, []);

  // Focus in on open, back to the opener on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const content = contentRef.current;
    const target =
      initialFocusRef?.current ??
      (content ? tabbableElements(content)[0] : undefined) ??
      (dialog ? tabbableElements(dialog)[0] : undefined) ??
      dialog;
    target?.focus();
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
    // Runs once per opening: the initial target is chosen when the dialog appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A click on the backdrop itself closes, like Escape. Attached natively because the backdrop
  // is not an interactive element; keyboard users have Escape and the Close button.
  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === backdrop) onCloseRef.current();
    };
    backdrop.addEventListener('click', onClick);
    return () => backdrop.removeEventListener('click', onClick);
  }, []);

  // Escape and the Tab trap, attached natively: the dialog container is not itself a control.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbables = tabbableElements(dialog);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const outside = !dialog.contains(active);
      if (event.shiftKey && (active === first || active === dialog || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div ref={backdropRef} className="nc-modal-backdrop">
      <div
        ref={dialogRef}
        id={dialogId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={classNames('nc-modal', className)}
      >
        <div className="nc-modal__header">
          <h2 id={titleId} className="nc-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="nc-button nc-button--secondary nc-modal__close"
            onClick={onClose}
          >
            {t('close')}
          </button>
        </div>
        <div ref={contentRef} className="nc-modal__body">
          {children}
        </div>
        {footer && <div className="nc-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
