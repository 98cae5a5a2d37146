// A modal on the native <dialog>: it traps focus, closes on Escape and is announced as a dialog.
// Both front ends use it; they differ only in the close icon and in whether the content sits in
// a panel that lets a click on the backdrop close the dialog (the user site's styling needs it).
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  closeIcon: ReactNode;
  /** Wrap header and body in .modal__panel and close on a click on the backdrop. */
  panel: boolean;
}

export function Modal({ title, onClose, children, testId, closeIcon, panel }: ModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, []);

  const content = (
    <>
      <header className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t("common.close")}>
          {closeIcon}
        </button>
      </header>
      <div className="modal__body">{children}</div>
    </>
  );
  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (panel && event.target === event.currentTarget) onClose();
      }}
    >
      {panel ? <div className="modal__panel">{content}</div> : content}
    </dialog>
  );
}
