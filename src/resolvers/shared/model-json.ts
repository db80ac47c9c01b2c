// Models travel through live status as JSON (the store, the outbox, Redis): dates as ISO text,
// undefined fields dropped. Subscribers get models back with their dates revived.

// What JSON.stringify then JSON.parse would give, without writing and reading the text: a
// listing records twenty of these per request.
function toJsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : toJsonValue(item)));
  if (value !== null && typeof value === 'object') return toJson(value);
  return value;
}

export function toJson(model: object): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(model)) if (value !== undefined) json[key] = toJsonValue(value);
  return json;
}

export const revivedDate = (value: unknown): Date => new Date(String(value));
export const revivedOptionalDate = (value: unknown): Date | null => (value == null ? null : revivedDate(value));
