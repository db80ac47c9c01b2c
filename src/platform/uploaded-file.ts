// A file a client sent with its operation (the GraphQL multipart request spec), as the `Upload`
// scalar's value: read in memory up to the bound it was read with, never written anywhere. One past
// the bound keeps only its name and declared type: the rest was never kept.
import { createHash } from 'node:crypto';

export class UploadedFile {
  // A private field, not a property: no serializer or log line that walks the object sees the bytes.
  readonly #content: Uint8Array | null;

  private constructor(
    /** The name the client gave it (may be empty). */
    readonly filename: string,
    /** The content type the client declared: a claim, not a fact. */
    readonly declaredType: string,
    content: Uint8Array | null,
    /** The SHA-256 of the content, hex; null for a file past its bound. */
    readonly sha256: string | null,
  ) {
    this.#content = content;
  }

  static received(filename: string, declaredType: string, content: Uint8Array): UploadedFile {
    return new UploadedFile(filename, declaredType, content, createHash('sha256').update(content).digest('hex'));
  }

  /** A file larger than the bound it was read with: its content was dropped as it arrived. */
  static pastBound(filename: string, declaredType: string): UploadedFile {
    return new UploadedFile(filename, declaredType, null, null);
  }

  get tooLarge(): boolean {
    return this.#content === null;
  }

  /** The content; only for a file within its bound. */
  bytes(): Uint8Array {
    if (this.#content === null) throw new TypeError('a file past its bound has no content');
    return this.#content;
  }

  /** What identifies the file in a request's fingerprint: its name and content, never the object holding them. */
  identity(): { filename: string; declaredType: string; sha256: string | null; size: number | null } {
    return { filename: this.filename, declaredType: this.declaredType, sha256: this.sha256, size: this.#content?.byteLength ?? null };
  }

  toJSON(): ReturnType<UploadedFile['identity']> {
    return this.identity();
  }
}
