/** `text` with the character at `index` replaced: the single-character corruption of the properties. */
export function replaceCharAt(text: string, index: number, replacement: string): string {
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

/** A digit other than `digit`, chosen by `pick`. */
export function otherDigit(digit: string, pick: number): string {
  const others = '0123456789'.replace(digit, '');
  return others[pick % others.length]!;
}
