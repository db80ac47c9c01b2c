import { useState } from 'react';

/**
 * A form's draft with one idempotency key per version of it: submitting the same input again (a
 * double click, a retry after OUTCOME_UNKNOWN) is answered with the first result, never a second
 * resource, while any change makes a new request.
 */
export function useKeyedDraft<Draft>(empty: Draft): { draft: Draft; idempotencyKey: string; update: (change: Partial<Draft>) => void } {
  const [draft, setDraft] = useState<Draft>(empty);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const update = (change: Partial<Draft>) => {
    setDraft({ ...draft, ...change });
    setIdempotencyKey(crypto.randomUUID());
  };
  return { draft, idempotencyKey, update };
}
