import { describe, expect, it } from 'vitest';
import {
  B2B_CURRENCIES,
  ESP_ONRAMP_CURRENCIES,
  acceptedPaymentMethods,
  isB2bCurrency,
  isEspOnrampCurrency,
  paymentMethodFor,
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

  it('accepts IBAN details for GBP besides local bank transfer, and one method elsewhere', () => {
    expect(acceptedPaymentMethods('GBP')).toEqual(['LOCAL_BANK_TRANSFER', 'IBAN']);
    for (const currency of B2B_CURRENCIES.filter((c) => c !== 'GBP')) {
      expect(acceptedPaymentMethods(currency)).toEqual([paymentMethodFor(currency)]);
    }
  });

  it('gives every payment method at least one currency', () => {
    const used = new Set(B2B_CURRENCIES.map(paymentMethodFor));
    expect([...used].sort()).toEqual(['ACH', 'IBAN', 'LOCAL_BANK_TRANSFER', 'RIB']);
  });

  it('recognises the seed lists and nothing else', () => {
    expect(B2B_CURRENCIES).toHaveLength(25);
    expect(ESP_ONRAMP_CURRENCIES).toHaveLength(17);
    expect(isB2bCurrency('XAF')).toBe(true);
    expect(isB2bCurrency('BRL')).toBe(false);
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
