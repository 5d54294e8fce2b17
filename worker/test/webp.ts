/**
 * A WebP file's first bytes for the gallery tests: an extended (`VP8X`) header that says `width`
 * × `height`, padded to `size` bytes. The Worker reads only the header (worker/storage/photos.ts);
 * a browser would not decode it, which no test asks of it.
 */
export function webpBytes(width: number, height: number, size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(Math.max(size, 30)));
  const put = (at: number, text: string) => [...text].forEach((char, i) => (bytes[at + i] = char.charCodeAt(0)));
  const put24 = (at: number, value: number) => {
    bytes[at] = value & 0xff;
    bytes[at + 1] = (value >> 8) & 0xff;
    bytes[at + 2] = (value >> 16) & 0xff;
  };
  put(0, 'RIFF');
  new DataView(bytes.buffer).setUint32(4, bytes.length - 8, true);
  put(8, 'WEBP');
  put(12, 'VP8X');
  new DataView(bytes.buffer).setUint32(16, 10, true);
  put24(24, width - 1);
  put24(27, height - 1);
  return bytes;
}

/** The multipart body of an upload: one `w<width>` part per size, the owner and the alt texts. */
export function photoForm(
  owner: { entityKind: string; entityId: string },
  sizes: Array<{ width: number; height?: number; bytes?: Uint8Array<ArrayBuffer>; part?: string }>,
  alt: { tr?: string; en?: string; fa?: string } = {},
): FormData {
  const form = new FormData();
  form.append('entityKind', owner.entityKind);
  form.append('entityId', owner.entityId);
  if (alt.tr) form.append('altTr', alt.tr);
  if (alt.en) form.append('altEn', alt.en);
  if (alt.fa) form.append('altFa', alt.fa);
  for (const size of sizes) {
    const bytes = size.bytes ?? webpBytes(size.width, size.height ?? Math.round((size.width * 2) / 3));
    form.append(size.part ?? `w${size.width}`, new File([bytes], `${size.width}.webp`, { type: 'image/webp' }));
  }
  return form;
}
