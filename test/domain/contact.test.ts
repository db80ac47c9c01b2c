import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countryCodeAlpha3,
  e164Phone,
  isCountryCodeAlpha3,
  isValidCountryCode,
  isValidE164Phone,
  isValidEmail,
} from '../../src/domain/contact.js';

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

  it('knows the officially assigned ISO 3166-1 codes only, alpha-2 or alpha-3, in upper case', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of ['NG', 'US', 'GB', 'MA', 'SS', 'BQ', 'AX', 'NGA', 'USA', 'GBR', 'SSD', 'BES', 'ALA']) expect(isValidCountryCode(code)).toBe(true);
    for (const code of ['XK', 'XKX', 'UK', 'EU', 'AN', 'ANT', 'ZZ', 'ZZZ', 'U5A', 'ng', 'nga', '']) expect(isValidCountryCode(code)).toBe(false);
  });

  it('gives the alpha-3 code of an alpha-2 or alpha-3 code in either case, one distinct code per country', () => {
    expect(countryCodeAlpha3('US')).toBe('USA');
    expect(countryCodeAlpha3(' usa ')).toBe('USA');
    expect(countryCodeAlpha3('ng')).toBe('NGA');
    expect(countryCodeAlpha3('GB')).toBe('GBR');
    expect(countryCodeAlpha3('DE')).toBe('DEU');
    expect(countryCodeAlpha3('CI')).toBe('CIV');
    for (const bad of ['XYZ', 'U5A', 'UK', 'XK', 'USAA', 'U', '']) expect(countryCodeAlpha3(bad), bad).toBeNull();
    const alpha3 = COUNTRY_CODES.map((code) => countryCodeAlpha3(code));
    expect(new Set(alpha3).size).toBe(249);
    for (const code of alpha3) expect(code !== null && isCountryCodeAlpha3(code), String(code)).toBe(true);
    for (const code of ['US', 'usa', 'XYZ']) expect(isCountryCodeAlpha3(code)).toBe(false);
  });

  it('writes international phone numbers as people and the provider\'s documentation do in E.164', () => {
    expect(e164Phone('+1-555-0123')).toBe('+15550123');
    expect(e164Phone('+49 30 1234567')).toBe('+49301234567');
    expect(e164Phone('+44 (0)20 7946 0958')).toBe('+442079460958');
    expect(e164Phone('+1 (415) 555.2671')).toBe('+14155552671');
    expect(e164Phone(' +2348012345678 ')).toBe('+2348012345678');
    expect(e164Phone('+2906123')).toBe('+2906123');
    for (const bad of ['+1-555-CALL', '555-0123', '0049 30 1234567', '+0 555 0123', '+123456', '+1234567890123456', '+', '']) {
      expect(e164Phone(bad), bad).toBeNull();
    }
  });

  it('names every listed code as a region (cross-check with ICU)', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).toBeTruthy();
  });
});
