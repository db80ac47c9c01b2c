import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isValidCountryCode, isValidE164Phone, isValidEmail } from '../../src/domain/contact.js';

describe('contact fields', () => {
  it('checks e-mail addresses', () => {
    expect(isValidEmail('finance@acme.example.com')).toBe(true);
    expect(isValidEmail('first.last+tag@acme.io')).toBe(true);
    for (const bad of ['acme.com', '@acme.com', 'finance@', 'fin ance@acme.com', 'finance@acme', '']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('checks E.164 phone numbers', () => {
    expect(isValidE164Phone('+2348012345678')).toBe(true);
    expect(isValidE164Phone('+14155552671')).toBe(true);
    expect(isValidE164Phone('+123456789012345')).toBe(true);
    for (const bad of ['2348012345678', '+0123456789', '+1234567890123456', '+1 415 555 2671', '+1', '+']) {
      expect(isValidE164Phone(bad)).toBe(false);
    }
  });

  it('knows the officially assigned ISO 3166-1 alpha-2 codes only', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of ['NG', 'US', 'GB', 'MA', 'SS', 'BQ', 'AX']) expect(isValidCountryCode(code)).toBe(true);
    for (const code of ['XK', 'UK', 'EU', 'AN', 'ZZ', 'ng', 'NGA', '']) expect(isValidCountryCode(code)).toBe(false);
  });

  it('names every listed code as a region (cross-check with ICU)', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).toBeTruthy();
  });
});
