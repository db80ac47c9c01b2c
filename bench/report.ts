// Markdown for bench/RESULTS.md: tables, numbers and the met/missed line of each target.

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
export const int = (value: number) => Math.round(value).toLocaleString('en-US');
export const ratio = (value: number) => `${value < 0.1 ? value.toPrecision(2) : value.toFixed(2)}×`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export interface TargetVerdict {
  target: string;
  measured: string;
  met: boolean;
}

export function verdictLine(verdict: TargetVerdict): string {
  return `- **${verdict.met ? 'met' : 'MISSED'}**: ${verdict.target}: ${verdict.measured}`;
}

export interface SectionResult {
  markdown: string;
  verdicts: TargetVerdict[];
}

/** Percentiles of a sample (nearest rank). */
export function percentiles(values: number[]): { p50: number; p99: number; max: number; count: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
  return { p50: at(50), p99: at(99), max: sorted[sorted.length - 1] ?? NaN, count: sorted.length };
}
