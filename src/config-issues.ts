// Turns zod's findings about the environment into one plain line per variable, e.g.
// `PORT: must be a whole number (got "eighty")`, so a bad deployment says what to fix.
import type { z } from 'zod';

// Values of these are never echoed back: they may be, or contain, a secret (a key, a URL's password).
const SECRET_NAME = /KEY|SECRET|PASSWORD|TOKEN|URL/;
const MAX_ECHOED_CHARS = 40;

export function describeEnvironmentIssue(issue: z.core.$ZodIssue, env: Readonly<Record<string, string | undefined>>): string {
  const variable = issue.path.map(String).join('.');
  const value = env[variable];
  const echoed = value === undefined || SECRET_NAME.test(variable) ? '' : ` (got ${JSON.stringify(value.slice(0, MAX_ECHOED_CHARS))})`;
  return `${variable}: ${requirement(issue)}${echoed}`;
}

function requirement(issue: z.core.$ZodIssue): string {
  // Messages written in the schema itself already say what is required.
  if (issue.message.startsWith('must ')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'must be a whole number';
      if (issue.expected === 'number') return 'must be a number';
      return `must be a ${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') return 'must not be empty';
      return `must be ${issue.inclusive === false ? 'greater than' : 'at least'} ${String(issue.minimum)}`;
    case 'too_big':
      return `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${String(issue.maximum)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((allowed) => String(allowed)).join(', ')}`;
    case 'invalid_format':
      if (issue.format === 'starts_with' && 'prefix' in issue) return `must start with "${String(issue.prefix)}"`;
      return `must be a valid ${issue.format}`;
    default:
      return issue.message;
  }
}
