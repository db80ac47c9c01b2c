import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ESP_IDENTIFIER_REQUIRED_MESSAGE,
  espIdentifiers,
  hasEspIdentifier,
  isValidChatUsername,
  isValidEspCard,
  isValidEspWalletAddress,
  luhnCheckDigit,
} from '../../src/domain/esp-account.js';
import { otherDigit, replaceCharAt } from './corruption.js';

describe('ESP card numbers', () => {
  it.each(['4111111111111111', '5555555555554444', '4012888888881881', '6011111111111117'])('accepts the Luhn-valid %s', (card) => {
    expect(isValidEspCard(card)).toBe(true);
  });

  it.each(['4111111111111112', '411111111111111', '41111111111111111', '4111 1111 1111 1111', '378282246310005', ''])(
    'rejects %j',
    (card) => {
      expect(isValidEspCard(card)).toBe(false);
    },
  );

  it('accepts generated cards and rejects every single-digit change', () => {
    const payload = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 15 }).map((d) => d.join(''));
    fc.assert(
      fc.property(payload, fc.nat(), fc.nat(), (first15, at, pick) => {
        const card = first15 + luhnCheckDigit(first15);
        expect(isValidEspCard(card)).toBe(true);
        const index = at % 16;
        expect(isValidEspCard(replaceCharAt(card, index, otherDigit(card[index]!, pick)))).toBe(false);
      }),
    );
  });
});

describe('ESP identifiers', () => {
  it('accepts a wallet address of any settled network', () => {
    expect(isValidEspWalletAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isValidEspWalletAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isValidEspWalletAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true);
    expect(isValidEspWalletAddress('GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN')).toBe(true);
    expect(isValidEspWalletAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidEspWalletAddress('my-wallet')).toBe(false);
  });

  it('takes messaging usernames of 5 to 32 word characters, @ optional', () => {
    expect(isValidChatUsername('@ada_lovelace')).toBe(true);
    expect(isValidChatUsername('ada_lovelace')).toBe(true);
    expect(isValidChatUsername('@ada')).toBe(false);
    expect(isValidChatUsername('ada lovelace')).toBe(false);
    expect(isValidChatUsername('@@ada_lovelace')).toBe(false);
    expect(isValidChatUsername('a'.repeat(33))).toBe(false);
  });

  it('needs at least one non-blank identifier', () => {
    expect(hasEspIdentifier({})).toBe(false);
    expect(hasEspIdentifier({ walletAddress: '  ', espCard: undefined })).toBe(false);
    expect(hasEspIdentifier({ emailAddress: 'ada@example.com' })).toBe(true);
    expect(hasEspIdentifier({ chatUsername: '@ada_lovelace' })).toBe(true);
  });

  it('validates present identifiers on their own fields and the rule on the object', () => {
    const missing = espIdentifiers.safeParse({});
    expect(missing.error?.issues.map((i) => i.message)).toEqual([ESP_IDENTIFIER_REQUIRED_MESSAGE]);
    const bad = espIdentifiers.safeParse({ espCard: '4111111111111112', emailAddress: 'not-an-email' });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['emailAddress', 'espCard']);
    expect(espIdentifiers.safeParse({ espCard: '4111111111111111' }).success).toBe(true);
  });
});
