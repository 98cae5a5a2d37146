// Test helper (server tests and the e2e import it by relative path): the text of a PDF, page by
// page, as pdf.js extracts it: right-to-left runs come back in logical order. pdfjs-dist is a
// devDependency; nothing the server runs imports this file.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Every page's text items joined by newlines, pages one after another. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join("\n"));
  }
  await document.destroy();
  return pages.join("\n");
}
