// Saves what the server produced (a CSV export, a signed PDF) as a file in the browser, through a
// Blob URL that is released once the click has started the download. Both front ends export this way.
export function downloadText(filename: string, text: string, type: string): void {
  downloadBlob(filename, new Blob([text], { type }));
}

export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = "noopener";
  anchor.style.display = "none";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Released after the click's task, so every browser has read the URL first.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
