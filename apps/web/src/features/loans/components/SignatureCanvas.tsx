// The borrower's signature (SPEC §9): a signature_pad canvas that follows the device's pixel
// ratio (sharp on a phone's high-DPI screen) and takes mouse, pen and touch alike (touch-action:
// none keeps a finger stroke from scrolling the page). Undo removes the last stroke, clear starts
// over; while empty the pad says "Not Signed". The parent reads the drawing as a PNG through
// the handle; the ink is dark on white so the agreement's PDF shows it as drawn.
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { useTranslation } from "react-i18next";
import SignaturePad from "signature_pad";
import { backingSize } from "../signature.ts";

export interface SignatureHandle {
  /** The signature as a PNG file, or null when nothing is drawn. */
  toPngFile: () => Promise<File | null>;
  /** Wipes the pad (after a sent application). */
  clear: () => void;
}

interface SignatureCanvasProps {
  ref: Ref<SignatureHandle>;
  onSignedChange: (signed: boolean) => void;
  error: string | undefined;
  disabled: boolean;
}

const ink = "rgb(17, 24, 39)";
const paper = "rgb(255, 255, 255)";

export function SignatureCanvas({ ref, onSignedChange, error, disabled }: SignatureCanvasProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [signed, setSigned] = useState(false);
  const report = useRef(onSignedChange);
  report.current = onSignedChange;

  useEffect(() => {
    const element = canvas.current;
    if (element === null) return;
    const created = new SignaturePad(element, { penColor: ink, backgroundColor: paper, minWidth: 0.8, maxWidth: 2.6 });
    pad.current = created;
    const changed = () => {
      const nowSigned = !created.isEmpty();
      setSigned(nowSigned);
      report.current(nowSigned);
    };
    // The backing store follows the CSS size times the pixel ratio; strokes are redrawn at the new scale.
    const fit = () => {
      const size = backingSize(element.offsetWidth, element.offsetHeight, window.devicePixelRatio);
      if (size.width === element.width && size.height === element.height) return;
      const strokes = created.toData();
      element.width = size.width;
      element.height = size.height;
      element.getContext("2d")?.scale(size.ratio, size.ratio);
      created.clear();
      created.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    created.addEventListener("endStroke", changed);
    return () => {
      observer.disconnect();
      created.removeEventListener("endStroke", changed);
      created.off();
      pad.current = null;
    };
  }, []);

  useEffect(() => {
    if (disabled) pad.current?.off();
    else pad.current?.on();
  }, [disabled]);

  useImperativeHandle(ref, () => ({
    toPngFile: async () => {
      const element = canvas.current;
      if (element === null || pad.current === null || pad.current.isEmpty()) return null;
      const blob = await new Promise<Blob | null>((resolve) => element.toBlob(resolve, "image/png"));
      return blob === null ? null : new File([blob], "signature.png", { type: "image/png" });
    },
    clear: () => change((current) => current.clear()),
  }));

  const change = (action: (current: SignaturePad) => void) => {
    const current = pad.current;
    if (current === null) return;
    action(current);
    const nowSigned = !current.isEmpty();
    setSigned(nowSigned);
    onSignedChange(nowSigned);
  };
  const undo = () =>
    change((current) => {
      const strokes = current.toData();
      strokes.pop();
      current.clear();
      current.fromData(strokes);
    });

  return (
    <div className={`field signature${error === undefined ? "" : " field--invalid"}`} role="group" aria-labelledby="signature-label" data-testid="loan-signature">
      <span id="signature-label" className="field__label">
        {t("loans.signature")}
      </span>
      <p className="field__hint">{t("loans.signatureHint")}</p>
      <div className="signature__paper">
        <canvas ref={canvas} className="signature__canvas" aria-label={t("loans.signatureCanvas")} role="img" data-testid="loan-signature-canvas" />
        {!signed && (
          <span className="signature__empty" aria-hidden="true" data-testid="loan-not-signed">
            {t("loans.notSigned")}
          </span>
        )}
      </div>
      <div className="signature__actions">
        {/* While empty the pad itself says "Not Signed"; this line tells assistive technology either way. */}
        <span className={signed ? "signature__state" : "signature__state visually-hidden"} role="status">
          {signed ? t("loans.signed") : t("loans.notSigned")}
        </span>
        <button type="button" className="button button--secondary button--small" onClick={undo} disabled={!signed || disabled} data-testid="loan-signature-undo">
          {t("loans.undoStroke")}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => change((current) => current.clear())} disabled={!signed || disabled} data-testid="loan-signature-clear">
          {t("loans.clearSignature")}
        </button>
      </div>
      {error !== undefined && (
        <p className="field__error" role="alert" data-testid="loan-signature-error">
          {error}
        </p>
      )}
    </div>
  );
}
