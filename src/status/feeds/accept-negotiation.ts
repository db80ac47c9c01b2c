// Which answer a request's Accept header asks of /graphql: a JSON result (Apollo), an event stream
// (GraphQL over SSE) or Apollo's multipart subscription. Clients list several types, with or
// without q-values: urql's `fetchSubscriptions` sends `text/event-stream, multipart/mixed`, its
// queries `application/graphql-response+json, …, application/json, text/event-stream,
// multipart/mixed`, Apollo Client `multipart/mixed;subscriptionSpec=1.0,application/json`. The
// header is read by plain string operations (it is the client's text: no pattern runs over it).

export type AcceptedAnswer = 'json' | 'sse' | 'multipart';

interface MediaRange {
  type: string;
  params: Map<string, string>;
  q: number;
}

// Far more than any client writes (a browser's is the longest, under ten ranges): what lies past
// them is not read, so the choice costs what a short header's does (it is made before the key is
// checked, for every request).
const MAX_MEDIA_RANGES = 32;
const MAX_PARAMETERS = 16;

const JSON_TYPES = new Set(['application/json', 'application/graphql-response+json', 'application/graphql+json', 'application/*', '*/*']);

/** The first `limit` parts of `text` split on `separator` outside double quotes; the rest is not scanned. */
function splitOutsideQuotes(text: string, separator: string, limit: number): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length && parts.length < limit; i += 1) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (char === '\\' && quoted) i += 1;
    else if (char === separator && !quoted) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (parts.length < limit) parts.push(text.slice(start));
  return parts;
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** RFC 9110's qvalue: 0 to 1 with at most three decimals; anything else makes the range unreadable. */
function qValue(text: string): number | undefined {
  const [whole = '', fraction = '', ...rest] = text.split('.');
  if (rest.length > 0 || fraction.length > 3 || [...fraction].some((digit) => digit < '0' || digit > '9')) return undefined;
  if (whole === '1') return [...fraction].every((digit) => digit === '0') ? 1 : undefined;
  if (whole !== '0') return undefined;
  return fraction === '' ? 0 : Number(`0.${fraction}`);
}

function mediaRange(text: string): MediaRange | undefined {
  const [media = '', ...rawParams] = splitOutsideQuotes(text, ';', MAX_PARAMETERS + 1).map((part) => part.trim());
  const type = media.toLowerCase();
  if (!type.includes('/')) return undefined;
  const params = new Map<string, string>();
  let q = 1;
  for (const raw of rawParams) {
    const at = raw.indexOf('=');
    if (at < 0) continue;
    const name = raw.slice(0, at).trim().toLowerCase();
    const value = unquote(raw.slice(at + 1).trim());
    if (name === 'q') {
      const parsed = qValue(value);
      if (parsed === undefined) return undefined;
      q = parsed;
    } else params.set(name, value.toLowerCase());
  }
  return { type, params, q };
}

const isSubscriptionSpec = (range: MediaRange) => range.params.get('subscriptionspec') === '1.0';

function answerOf(range: MediaRange): AcceptedAnswer | undefined {
  if (JSON_TYPES.has(range.type)) return 'json';
  if (range.type === 'text/event-stream') return 'sse';
  // @defer's incremental delivery (`deferSpec`) is Apollo Server's own, unless the range names
  // Apollo's subscription spec too.
  if (range.type === 'multipart/mixed' && (isSubscriptionSpec(range) || !range.params.has('deferspec'))) return 'multipart';
  return undefined;
}

/**
 * The answer the header prefers: the highest q-value wins; among equals an explicit Apollo
 * subscription (`subscriptionSpec`) first, then JSON, then an event stream, then plain multipart.
 * No header, or none of these types acceptable: JSON (Apollo answers what it can).
 */
export function acceptedAnswer(accept: string | undefined): AcceptedAnswer {
  if (accept === undefined) return 'json';
  let best: { answer: AcceptedAnswer; q: number; rank: number } | undefined;
  for (const entry of splitOutsideQuotes(accept, ',', MAX_MEDIA_RANGES)) {
    const range = mediaRange(entry);
    if (range === undefined || range.q === 0) continue;
    const answer = answerOf(range);
    if (answer === undefined) continue;
    const rank = answer === 'multipart' && isSubscriptionSpec(range) ? 0 : answer === 'json' ? 1 : answer === 'sse' ? 2 : 3;
    if (best === undefined || range.q > best.q || (range.q === best.q && rank < best.rank)) best = { answer, q: range.q, rank };
  }
  return best?.answer ?? 'json';
}
