// A reader's code in a link, so a teacher can hand out a version to fix:
// /lessons/one-axis/?code=1.elastic1D.<data>#edit-elastic1D. The data is the code compressed
// (deflate-raw) in base64url; "1" is the format's version, so a later format can still read this one.
// The hash wakes the listing's Edit button (Wake), which opens the editor with the code, unrun.
export const CODE_PARAM = 'code';
const VERSION = '1';
/** The longest code a link may carry, once decompressed (a damaged or hostile link stops there). */
export const MAX_CODE = 20000;

export type LinkedCode = { ok: true; code: string } | { ok: false; problem: 'version' | 'damaged' };

export const editId = (listing: string) => `edit-${listing}`;

async function bytesOf(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The link's parameter for this listing's code. */
export async function encodeCode(listing: string, code: string): Promise<string> {
  const packed = new Blob([code]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = (await bytesOf(packed, Number.POSITIVE_INFINITY)) as Uint8Array;
  return `${VERSION}.${listing}.${toBase64Url(bytes)}`;
}

/** Whether a link's parameter is for this listing (its code is then read by decodeCode). */
export const isFor = (value: string, listing: string) => value.split('.')[1] === listing;

export async function decodeCode(value: string): Promise<LinkedCode> {
  const [version, , data = ''] = value.split('.');
  if (version !== VERSION) return { ok: false, problem: 'version' };
  try {
    const packed = new Blob([fromBase64Url(data) as BlobPart]).stream();
    const bytes = await bytesOf(packed.pipeThrough(new DecompressionStream('deflate-raw')), MAX_CODE * 4);
    if (!bytes) return { ok: false, problem: 'damaged' };
    const code = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return code.length <= MAX_CODE ? { ok: true, code } : { ok: false, problem: 'damaged' };
  } catch {
    return { ok: false, problem: 'damaged' };
  }
}

/** This page's address with the code in it, opening at the listing's editor. */
export function codeLink(page: Location, listing: string, value: string): string {
  const url = new URL(page.href);
  url.search = new URLSearchParams({ [CODE_PARAM]: value }).toString();
  url.hash = editId(listing);
  return url.href;
}
