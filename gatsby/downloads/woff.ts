import zlib from "node:zlib";

// The PDFs are set in Inter from @fontsource/inter, which ships WOFF. fontkit, which pdfkit lays text out with,
// inflates a WOFF font's compressed table every time it reads from it, and it reads the glyph table once a glyph:
// 10 of the 25 s the build took to make the PDFs went to inflating the same tables again. Unpacked once into the
// plain OpenType (sfnt) file it wraps, the font is read as it is. The glyphs, and so the PDFs, are the same.

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** The OpenType file a WOFF 1.0 file wraps: its tables inflated, in the sfnt layout, each on a 4-byte boundary. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error("not a WOFF 1.0 font (its first four bytes are not wOFF)");
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? zlib.inflateSync(stored) : stored;
    if (data.length !== origLength)
      throw new Error(`WOFF table ${index} inflates to ${data.length} bytes, not ${origLength}`);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
  // The binary search fields of the sfnt header, as the OpenType specification defines them.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const padded = (length: number) => (length + 3) & ~3;
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  const size = tables.reduce((total, table) => total + padded(table.data.length), offset);
  const sfnt = Buffer.alloc(size);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
