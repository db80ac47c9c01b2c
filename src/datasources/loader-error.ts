// DataLoader treats an Error in a batch's answers as that key's failure and anything else as its
// value: a provider failure that is not an Error must become one, or it would be returned as data.
export function asLoaderError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
