import { describe, expect, it } from 'vitest';
import { checkedText, requiredText } from '../../src/domain/text-fields.js';

describe('text fields', () => {
  it('trims required text and says what is wrong with it', () => {
    const name = requiredText(5);
    expect(name.parse('  Ada  ')).toBe('Ada');
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('is required');
    expect(name.safeParse(7).error?.issues[0]?.message).toBe('must be a string');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('must not be empty');
    expect(name.safeParse('Adalyn').error?.issues[0]?.message).toBe('must be at most 5 characters');
  });

  it('reports a failed check with its own message', () => {
    const even = checkedText((v) => v.length % 2 === 0, 'must have an even length');
    expect(even.parse('ab')).toBe('ab');
    expect(even.safeParse('abc').error?.issues[0]?.message).toBe('must have an even length');
    expect(even.safeParse(null).error?.issues[0]?.message).toBe('must be a string');
  });
});
