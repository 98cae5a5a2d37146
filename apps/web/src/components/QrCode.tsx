// A QR code drawn in the page as SVG from the text itself (qrcode's encoder, no image service),
// so a receiving address never leaves the browser to be drawn. Error correction M survives a
// smudged screen; the quiet zone is the standard four modules.
import { useMemo } from "react";
import QRCode from "qrcode";

const quietZone_modules = 4;

export function QrCode({ text, label, size_px = 168 }: { text: string; label: string; size_px?: number }) {
  const { path, extent } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    const steps: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column) === 1) steps.push(`M${column + quietZone_modules} ${row + quietZone_modules}h1v1h-1z`);
      }
    }
    return { path: steps.join(""), extent: modules.size + 2 * quietZone_modules };
  }, [text]);
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${extent} ${extent}`} width={size_px} height={size_px} shapeRendering="crispEdges" data-testid="qr-code">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
