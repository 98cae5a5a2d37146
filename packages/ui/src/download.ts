// Saves text the server produced (a CSV export) as a file in the browser, through a Blob URL that
// is released once the click has started the download. Both front ends export this way.
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
