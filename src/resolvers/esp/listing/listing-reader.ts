// The listing of one filter as one GraphQL field has read it: items by 0-based position, and the
// count and summary of the latest read. Reads go through the request's DataLoader, which turns
// windows into provider pages (`loaders.ts`, `listing-pages.ts`) and shares them between aliases.
import type { Window } from '../../../datasources/esp/listing/listing-pages.js';
import type { ListingFilter, ListingLoaders } from '../../../datasources/esp/listing/loaders.js';
import type { EspTransaction, EspTransactionSummary } from '../../../datasources/esp/endpoints.js';

export class ListingReader {
  private readonly seen = new Map<number, EspTransaction>();
  /** How many items the list holds, as the latest read tells; 0 before the first. */
  total = 0;
  summary: EspTransactionSummary = { totalTransactions: 0, totalOnramps: 0, totalOfframps: 0 };
  private hasRead = false;

  constructor(
    private readonly loaders: ListingLoaders,
    private readonly filter: ListingFilter,
  ) {}

  /**
   * Makes the positions of `window` known, reading them unless every one the list holds has been
   * read already. At least one position is read, so an empty window still brings the count.
   */
  async read(window: Window): Promise<void> {
    const start = Math.max(0, window.start);
    const end = Math.max(start + 1, window.end);
    if (this.hasRead && this.holds(start, Math.min(end, this.total))) return;
    const read = await this.loaders.listingWindow.load({ filter: this.filter, start, end });
    read.transactions.forEach((item, offset) => this.seen.set(start + offset, item));
    const reached = start + read.transactions.length;
    // A read that comes back short shows where the list ends, even when the count in the same
    // answer says otherwise (a provider counting and listing at two moments): every read of the
    // boundary search (`listing-boundary.ts`) must narrow it.
    this.total = reached < end ? Math.min(read.total, reached) : read.total;
    this.summary = read.summary;
    this.hasRead = true;
  }

  /** The items from `start` up to `end` or the first position not read. */
  items(start: number, end: number): EspTransaction[] {
    const items: EspTransaction[] = [];
    for (let position = start; position < end && this.seen.has(position); position++) items.push(this.seen.get(position)!);
    return items;
  }

  /**
   * Where the boundary of a sorted predicate can lie given what has been read: after every item
   * known not to pass and at or before the first known to pass, within the list.
   */
  bounds(passes: (item: EspTransaction) => boolean): { low: number; high: number } {
    let low = 0;
    let high = this.total;
    for (const [position, item] of this.seen) {
      if (passes(item)) high = Math.min(high, position);
      else low = Math.max(low, position + 1);
    }
    return { low, high };
  }

  private holds(start: number, end: number): boolean {
    for (let position = start; position < end; position++) if (!this.seen.has(position)) return false;
    return true;
  }
}
