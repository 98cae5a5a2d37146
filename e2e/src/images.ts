// Small real PNG files for upload steps (KYC photos, payment proofs), made here so no binary
// fixture is committed: a gradient with a coloured band, distinct per `seed`, so a reviewer's
// screenshots show three different pictures.
import zlib from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export function pngImage(width: number, height: number, seed: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x += 1) {
      const band = Math.abs(y - height / 2) < height / 8;
      row[1 + x * 3] = band ? (seed * 80) % 256 : Math.floor((x / width) * 200) + 30;
      row[2 + x * 3] = band ? 40 : Math.floor((y / height) * 200) + 30;
      row[3 + x * 3] = band ? 200 - seed * 50 : 120;
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0))]);
}
