import { promisify } from 'node:util';
import zlib from 'node:zlib';

/*
 * A kept page goes out with a nonce of its own in every response (docs/decisions/074): the page
 * is kept cut where its render's nonce stood, and each response joins the parts with a new one.
 * Its compressed copy is kept cut the same way, as raw deflate parts that splice into one gzip
 * stream around any nonce; brotli has no such seams (a part's coding depends on the bytes before
 * it), so a kept page is sent gzip to every client that takes gzip.
 */

const deflateRaw = promisify(zlib.deflateRaw);

/** The HTML cut at each place the nonce stands: `parts.join(nonce)` is the HTML again. */
export function cutAtNonce(html: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = html.indexOf(nonce, start, 'latin1'); at !== -1; at = html.indexOf(nonce, start, 'latin1')) {
    parts.push(html.subarray(start, at));
    start = at + nonce.length;
  }
  parts.push(html.subarray(start));
  return parts;
}

/** The page's parts joined by `nonce`. */
export function withNonce(parts: readonly Buffer[], nonce: string): Buffer {
  const joint = Buffer.from(nonce, 'latin1');
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [joint, part])));
}

/**
 * Each part as raw deflate of its own (nothing refers to another part's bytes), ended by a sync
 * flush so that it ends on a byte boundary, not as the last block: parts and stored nonces then
 * splice into one valid stream.
 */
export function deflateParts(parts: readonly Buffer[]): Promise<Buffer[]> {
  return Promise.all(
    parts.map((part) => deflateRaw(part, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH })),
  );
}

// RFC 1952: magic, deflate, no flags, no time, no extra flags, unknown system.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// RFC 1951: a last, empty block with the fixed codes (BFINAL 1, BTYPE 01, end of block).
const LAST_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** The nonce as a stored (uncompressed) deflate block, starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/**
 * The page with `nonce`, as one gzip member, from its deflated parts: the nonce goes between them
 * in stored blocks; the trailer's CRC-32 and length are the whole page's.
 */
export function gzipWithNonce(parts: readonly Buffer[], deflated: readonly Buffer[], nonce: string): Buffer {
  const joint = Buffer.from(nonce, 'latin1');
  const stored = storedBlock(joint);
  let crc = 0;
  let size = 0;
  const chunks: Buffer[] = [GZIP_HEADER];
  parts.forEach((part, index) => {
    if (index > 0) {
      crc = zlib.crc32(joint, crc);
      size += joint.length;
      chunks.push(stored);
    }
    crc = zlib.crc32(part, crc);
    size += part.length;
    chunks.push(deflated[index]!);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([...chunks, LAST_EMPTY_BLOCK, trailer]);
}
