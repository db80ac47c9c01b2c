import { describe, expect, it } from 'vitest';
import { parameterNamedIn } from '../../src/datasources/provider-errors.js';
import { TolerantRecord, readProviderDate } from '../../src/datasources/tolerant-fields.js';

describe('readProviderDate', () => {
  it('reads the ISO and text forms the provider writes, in UTC', () => {
    expect(readProviderDate('2026-11-05T14:03:22+01:00')?.toISOString()).toBe('2026-11-05T13:03:22.000Z');
    expect(readProviderDate('2026-11-05T14:03:22.5Z')?.toISOString()).toBe('2026-11-05T14:03:22.500Z');
    expect(readProviderDate('2026-11-05 14:03:22')?.toISOString()).toBe('2026-11-05T14:03:22.000Z');
    expect(readProviderDate('2026-11-05')?.toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(readProviderDate('May 11, 2023')?.toISOString()).toBe('2023-05-11T00:00:00.000Z');
    expect(readProviderDate('November 05, 2026 14:03:22')?.toISOString()).toBe('2026-11-05T14:03:22.000Z');
    expect(readProviderDate('Nov 5, 2026')?.toISOString()).toBe('2026-11-05T00:00:00.000Z');
  });

  it('refuses impossible dates and other text rather than rolling them over', () => {
    for (const text of ['February 30, 2026', '2026-02-30', '2026-11-05 24:00:00', 'Novembre 05, 2026', 'Nove 5, 2026', 'yesterday', '11/05/2026', '']) {
      expect(readProviderDate(text), text).toBeNull();
    }
  });
});

describe('TolerantRecord', () => {
  it('reads documented spellings as our values and keeps the text of values it does not know', () => {
    const record = new TolerantRecord({ status: 'In Review', method: 'Local Bank Transfer', other: 'NIP', amount: '316.46', rate: '-1' });
    expect(record.status(['pending', 'in_review'], 'status')).toBe('in_review');
    expect(record.oneOf(['ACH', 'LOCAL_BANK_TRANSFER'], 'method')).toEqual({ value: 'LOCAL_BANK_TRANSFER', raw: 'Local Bank Transfer' });
    expect(record.oneOf(['ACH', 'LOCAL_BANK_TRANSFER'], 'other')).toEqual({ value: 'UNKNOWN', raw: 'NIP' });
    expect(record.oneOf(['ACH'], 'missing')).toEqual({ value: 'UNKNOWN', raw: null });
    expect(record.decimal('amount')).toBe('316.46');
    expect(record.decimal('rate')).toBeNull();
    expect(record.unread).toEqual(['other', 'rate']);
  });
});

describe('parameterNamedIn', () => {
  it('finds the parameter a refusal message names, in the forms messages take', () => {
    expect(parameterNamedIn('customer_id is required')).toBe('customer_id');
    expect(parameterNamedIn('Missing parameter: amount')).toBe('amount');
    expect(parameterNamedIn('Missing required field walletAddress')).toBe('walletAddress');
    expect(parameterNamedIn('"paymentDetails.accountName" is not allowed to be empty')).toBe('paymentDetails.accountName');
  });

  it('names nothing for a message about no parameter', () => {
    for (const message of ['Bad request', 'The request is invalid', 'Insufficient liquidity', 'Amount is required']) {
      expect(parameterNamedIn(message), message).toBeNull();
    }
  });
});
