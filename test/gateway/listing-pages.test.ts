import { describe, expect, it } from 'vitest';
import { pagesForWindow, pagesForWindows } from '../../src/datasources/esp/listing/listing-pages.js';

describe('provider pages for a listing window', () => {
  it('reads the head of the listing in one page just as long as the window', () => {
    expect(pagesForWindow({ start: 0, end: 21 })).toEqual([{ page: 1, limit: 21 }]);
    expect(pagesForWindow({ start: 0, end: 1 })).toEqual([{ page: 1, limit: 1 }]);
  });

  it('aligns a window that starts further down to a page of the provider', () => {
    // [19, 41) is not one page of 22..40 items; page 1 of 41 holds it.
    expect(pagesForWindow({ start: 19, end: 41 })).toEqual([{ page: 1, limit: 41 }]);
    expect(pagesForWindow({ start: 40, end: 60 })).toEqual([{ page: 3, limit: 20 }]);
  });

  it('never asks for more than the provider allows, and uses the fewest calls', () => {
    expect(pagesForWindow({ start: 0, end: 251 })).toEqual([
      { page: 1, limit: 84 },
      { page: 2, limit: 84 },
      { page: 3, limit: 84 },
    ]);
    expect(pagesForWindow({ start: 70, end: 130 })).toEqual([{ page: 2, limit: 65 }]);
    // 100 items from position 95 fit no single page of at most 100: two pages of 65.
    expect(pagesForWindow({ start: 95, end: 195 })).toEqual([
      { page: 2, limit: 65 },
      { page: 3, limit: 65 },
    ]);
    for (let start = 0; start < 400; start += 37) {
      for (const length of [1, 20, 99, 100, 101, 250]) {
        const pages = pagesForWindow({ start, end: start + length });
        const covered = pages.flatMap((page) => Array.from({ length: page.limit }, (_, i) => (page.page - 1) * page.limit + i));
        for (let position = start; position < start + length; position++) expect(covered).toContain(position);
        expect(pages.every((page) => page.limit >= 1 && page.limit <= 100)).toBe(true);
        expect(pages.length).toBeLessThanOrEqual(Math.ceil(length / 100) + 1);
      }
    }
  });

  it('serves aliases over the head of one listing with one page', () => {
    expect(pagesForWindows([{ start: 0, end: 11 }, { start: 0, end: 31 }])).toEqual([{ page: 1, limit: 31 }]);
  });

  it('keeps far-apart windows on their own pages rather than reading everything between', () => {
    expect(pagesForWindows([{ start: 0, end: 10 }, { start: 500, end: 510 }])).toEqual([
      { page: 1, limit: 10 },
      { page: 51, limit: 10 },
    ]);
  });
});
