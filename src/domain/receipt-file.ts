// A proof of payment's file as the provider takes it [provider: upload-proof-of-payment]: JPEG,
// PNG, GIF or PDF, at most 3 MB. Its type is read from its first bytes, never from the name or the
// type a sender declares, which anything can claim.

export const RECEIPT_MAX_BYTES = 3 * 1024 * 1024;

export type ReceiptType = 'image/jpeg' | 'image/png' | 'image/gif' | 'application/pdf';

const SIGNATURES: ReadonlyArray<{ type: ReceiptType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The receipt type whose signature `bytes` start with, or null for any other content. */
export function receiptTypeOf(bytes: Uint8Array): ReceiptType | null {
  for (const { type, bytes: signature } of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)) return type;
  }
  return null;
}
