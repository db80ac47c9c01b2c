import { describe, expect, it } from 'vitest';
import {
  B2B_CURRENCIES,
  ESP_ONRAMP_CURRENCIES,
  acceptedPaymentMethods,
  isB2bCurrency,
  isEspOnrampCurrency,
  onrampPaymentMethods,
  PAYMENT_METHODS,
  paymentMethodFor,
  payoutMethodsByQuote,
} from '../../src/domain/currencies.js';
import { EVM_NETWORKS, NETWORKS, PERMITTED_NETWORKS, STABLECOINS, isPermittedPair } from '../../src/domain/networks.js';

describe('currencies and payment methods', () => {
  it('maps each currency to the payment method of seed 2.2', () => {
    expect(paymentMethodFor('USD')).toBe('ACH');
    expect(paymentMethodFor('NGN')).toBe('LOCAL_BANK_TRANSFER');
    expect(paymentMethodFor('GBP')).toBe('LOCAL_BANK_TRANSFER');
    expect(paymentMethodFor('EUR')).toBe('IBAN');
    expect(paymentMethodFor('AOA')).toBe('IBAN');
    expect(paymentMethodFor('MAD')).toBe('RIB');
    expect(paymentMethodFor('XOF')).toBe('RIB');
  });

  it('quotes the OTC desk\'s method for the currencies only its table lists', () => {
    expect(paymentMethodFor('BRL')).toBe('PIX');
    expect(paymentMethodFor('CNY')).toBe('CNAPS');
    expect(paymentMethodFor('PHP')).toBe('PESONET');
    for (const currency of ['CAD', 'HKD', 'IDR'] as const) expect(paymentMethodFor(currency)).toBe('SWIFT');
  });

  it('accepts the methods of both tables where the seed and the OTC desk differ, the seed\'s first', () => {
    expect(acceptedPaymentMethods('GBP')).toEqual(['LOCAL_BANK_TRANSFER', 'IBAN', 'SWIFT']);
    expect(acceptedPaymentMethods('EUR')).toEqual(['IBAN', 'SEPA']);
    expect(acceptedPaymentMethods('NGN')).toEqual(['LOCAL_BANK_TRANSFER', 'NIP']);
    expect(acceptedPaymentMethods('GHS')).toEqual(['LOCAL_BANK_TRANSFER', 'GIP']);
    expect(acceptedPaymentMethods('MAD')).toEqual(['RIB', 'SWIFT']);
    expect(acceptedPaymentMethods('XOF')).toEqual(['RIB', 'MOBILE_MONEY']);
    expect(acceptedPaymentMethods('EGP')).toEqual(['IBAN', 'MOBILE_MONEY']);
    expect(acceptedPaymentMethods('UGX')).toEqual(['LOCAL_BANK_TRANSFER', 'MOBILE_MONEY']);
    expect(acceptedPaymentMethods('USD')).toEqual(['ACH']);
    expect(acceptedPaymentMethods('BIF')).toEqual(['LOCAL_BANK_TRANSFER']);
    expect(acceptedPaymentMethods('BRL')).toEqual(['PIX']);
    for (const currency of B2B_CURRENCIES) expect(acceptedPaymentMethods(currency)[0]).toBe(paymentMethodFor(currency));
  });

  it('takes the quote\'s method alone when it names one outside the currency\'s tables', () => {
    expect(payoutMethodsByQuote('EUR', 'SEPA')).toEqual(['IBAN', 'SEPA']);
    expect(payoutMethodsByQuote('EUR', 'UNKNOWN')).toEqual(['IBAN', 'SEPA']);
    expect(payoutMethodsByQuote('NGN', 'PIX')).toEqual(['PIX']);
  });

  it('pays an on-ramp from the account of the OTC desk\'s on-ramp table', () => {
    expect(onrampPaymentMethods('GHS')).toEqual(['NIP']);
    expect(onrampPaymentMethods('CNY')).toEqual(['ACH']);
    expect(onrampPaymentMethods('EGP')).toEqual(['SWIFT']);
    expect(onrampPaymentMethods('XOF')).toEqual(['MOBILE_MONEY']);
    expect(onrampPaymentMethods('BIF')).toEqual([]);
  });

  it('gives every payment method at least one currency', () => {
    const used = new Set(B2B_CURRENCIES.flatMap(acceptedPaymentMethods));
    expect([...used].sort()).toEqual([...PAYMENT_METHODS].sort());
  });

  it('recognises the seed\'s and the OTC desk\'s lists and nothing else', () => {
    expect(B2B_CURRENCIES).toHaveLength(31);
    expect(ESP_ONRAMP_CURRENCIES).toHaveLength(17);
    expect(isB2bCurrency('XAF')).toBe(true);
    expect(isB2bCurrency('BRL')).toBe(true);
    expect(isB2bCurrency('IDR')).toBe(true);
    expect(isB2bCurrency('KES')).toBe(false);
    expect(isB2bCurrency('usd')).toBe(false);
    expect(isEspOnrampCurrency('BRL')).toBe(true);
    expect(isEspOnrampCurrency('MAD')).toBe(false);
  });
});

describe('networks', () => {
  it('permits exactly the pairs of seed 2.1', () => {
    const permitted = STABLECOINS.flatMap((s) => NETWORKS.filter((n) => isPermittedPair(s, n)).map((n) => `${s}/${n}`));
    expect(permitted.sort()).toEqual(
      [
        'USDT/TRON', 'USDT/POLYGON', 'USDT/SOLANA',
        'USDC/ETHEREUM', 'USDC/BSC', 'USDC/POLYGON', 'USDC/BASE', 'USDC/SOLANA', 'USDC/STELLAR',
      ].sort(),
    );
    expect(PERMITTED_NETWORKS.USDT).not.toContain('ETHEREUM');
  });

  it('rejects unknown stablecoins and networks', () => {
    expect(isPermittedPair('DAI', 'ETHEREUM')).toBe(false);
    expect(isPermittedPair('USDC', 'ARBITRUM')).toBe(false);
    expect(isPermittedPair('usdc', 'ethereum')).toBe(false);
  });

  it('counts only 0x-address networks as EVM', () => {
    expect([...EVM_NETWORKS].sort()).toEqual(['BASE', 'BSC', 'ETHEREUM', 'POLYGON']);
  });
});
