// `npx tsx tools/pwa-icons.ts`: draws the installable app's PNG icons (apps/web/public/icons) from
// the favicon's mark, with sharp (the server's image library). Run it when the mark changes and
// commit the PNGs: the build copies them as they are. The maskable icon is full-bleed navy with
// the mark inside the central 80% that every launcher's mask keeps.
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const iconsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/public/icons");
const navy = "#0b1f33";
const mark = `<path d="M7 20c5-1 9-5 11-11 1 4 3 7 7 8-5 1-9 4-11 8-1-3-3-5-7-5z" fill="#14b8a6"/>`;

/** The favicon as it is: a rounded navy square with the mark. */
const anyPurpose = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${navy}"/>${mark}</svg>`;
/** Square corners and the mark scaled to 80% around the centre, well inside the 80% safe zone. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${navy}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${mark}</g></svg>`;

const icons = [
  { file: "icon-192.png", svg: anyPurpose, size_px: 192 },
  { file: "icon-512.png", svg: anyPurpose, size_px: 512 },
  { file: "icon-maskable-512.png", svg: maskable, size_px: 512 },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size_px) / 32 })
    .resize(icon.size_px, icon.size_px)
    .png({ compressionLevel: 9 })
    .toFile(path.join(iconsDir, icon.file));
  console.log(`wrote icons/${icon.file} (${icon.size_px} px)`);
}
