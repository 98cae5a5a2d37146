// The back office's modal: the shared dialog (packages/ui) without a panel, closed by a ×.
import { Modal as SharedModal, type ModalProps } from "@tradewind/ui/Modal.tsx";

export function Modal(props: Omit<ModalProps, "closeIcon" | "panel">) {
  return <SharedModal {...props} closeIcon="×" panel={false} />;
}
