// The provider's listing page mapped by hand to the fields of the gateway's table query
// (`LISTING_QUERY`), shared by the references that do the same listing without the gateway
// (`minimal-proxy.ts`, `mercurius-jit.ts`): camelCase names, enum values in upper case, amounts
// written as the gateway writes them (6 fraction digits for ESP, 2 for fiat, never rounded) and
// the provider's "November 05, 2026 14:03:22" (UTC) dates as ISO 8601. The work a hand-written
// client of this provider would do, without the gateway's checks of every field.

export interface ProviderItem {
  transaction_id: string;
  transaction_reference: string;
  transaction_type: string;
  currency: string;
  amount: string | number;
  payout_amount: string | number;
  transaction_status: string;
  transaction_date: string;
  esp_method?: { chatUsername?: string | null; emailAddress?: string | null } | null;
}

export interface ProviderListing {
  transactions: ProviderItem[];
  pagination: { total: number };
}

export interface ListingNode {
  id: string;
  reference: string;
  direction: string;
  currency: string;
  amount: string;
  payoutAmount: string;
  status: string;
  createdAt: string;
  espAccount: { chatUsername: string | null; emailAddress: string | null };
}

export interface ListingAnswer {
  edges: { cursor: string; node: ListingNode }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** Pads the fraction to `digits` places; more precise text is kept as sent. */
function amount(value: string | number, digits: number): string {
  const text = String(value);
  const dot = text.indexOf('.');
  const fraction = dot === -1 ? '' : text.slice(dot + 1);
  return fraction.length >= digits ? text : `${dot === -1 ? text : text.slice(0, dot)}.${fraction.padEnd(digits, '0')}`;
}

const ESP_DIGITS = 6;
const FIAT_DIGITS = 2;

export function toNode(item: ProviderItem): ListingNode {
  const onramp = item.transaction_type === 'onramp';
  return {
    id: item.transaction_id,
    reference: item.transaction_reference,
    direction: item.transaction_type.toUpperCase(),
    currency: item.currency,
    amount: amount(item.amount, onramp ? FIAT_DIGITS : ESP_DIGITS),
    payoutAmount: amount(item.payout_amount, onramp ? ESP_DIGITS : FIAT_DIGITS),
    status: item.transaction_status.toUpperCase(),
    createdAt: new Date(`${item.transaction_date} UTC`).toISOString(),
    espAccount: { chatUsername: item.esp_method?.chatUsername ?? null, emailAddress: item.esp_method?.emailAddress ?? null },
  };
}

/** An opaque cursor per item, as cheap as the gateway's is not required to be. */
const cursorOf = (id: string) => Buffer.from(`esp:${id}`).toString('base64url');

export function toListingAnswer(page: ProviderListing, first: number): ListingAnswer {
  const items = page.transactions.slice(0, first);
  const edges = items.map((item) => ({ cursor: cursorOf(item.transaction_id), node: toNode(item) }));
  return {
    edges,
    pageInfo: { hasNextPage: page.pagination.total > items.length, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: page.pagination.total,
  };
}
