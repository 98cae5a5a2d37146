// The user site's modal: the shared dialog (packages/ui) in a panel, with a drawn close icon.
import { Modal as SharedModal, type ModalProps } from "@tradewind/ui/Modal.tsx";
import "./Modal.css";

export function Modal(props: Omit<ModalProps, "closeIcon" | "panel">) {
  const closeIcon = (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  return <SharedModal {...props} closeIcon={closeIcon} panel />;
}
