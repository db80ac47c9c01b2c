// How an ESP account is identified (seed 2.4, 2.5): a wallet address, a
// messaging-app username, a card number or a registered e-mail address.

import { z } from 'zod';
import { isValidEmail } from './contact.js';
import { NETWORKS } from './networks.js';
import { checkedText } from './text-fields.js';
import { isValidWalletAddress } from './wallet-address.js';

export const ESP_IDENTIFIER_FIELDS = ['walletAddress', 'chatUsername', 'espCard', 'emailAddress'] as const;
export type EspIdentifierField = (typeof ESP_IDENTIFIER_FIELDS)[number];

/** The off-ramp request (seed 2.5) has no emailAddress. */
export const ESP_OFFRAMP_IDENTIFIER_FIELDS = ['walletAddress', 'chatUsername', 'espCard'] as const;

export const ESP_IDENTIFIER_REQUIRED_MESSAGE = `at least one of ${ESP_IDENTIFIER_FIELDS.join(', ')} is required`;

/** The Luhn (mod 10) check digit that completes `payload`. */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    // Double every second digit counting from the right of the complete number.
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** An ESP card number: 16 digits whose last is the Luhn check digit. */
export function isValidEspCard(text: string): boolean {
  return /^\d{16}$/.test(text) && luhnCheckDigit(text.slice(0, 15)) === text[15];
}

/**
 * The seed does not say on which chain ESP wallets live, so an ESP wallet
 * address is accepted in the format of any network the provider settles on
 * (EVM, TRON, Solana or Stellar), checksums included.
 */
export function isValidEspWalletAddress(address: string): boolean {
  return NETWORKS.some((network) => isValidWalletAddress(network, address));
}

/**
 * A messaging-app username, Telegram's rule: 5 to 32 letters, digits or
 * underscores, optionally written with a leading '@'.
 */
export function isValidChatUsername(text: string): boolean {
  return /^@?[A-Za-z0-9_]{5,32}$/.test(text);
}

/** True when at least one ESP identifier field holds a non-blank string. */
export function hasEspIdentifier(value: Partial<Record<EspIdentifierField, unknown>>): boolean {
  return ESP_IDENTIFIER_FIELDS.some((field) => {
    const candidate = value[field];
    return typeof candidate === 'string' && candidate.trim() !== '';
  });
}

/** Zod fields for the ESP identifiers, each optional and checked when present. */
export const espIdentifierFields = {
  walletAddress: checkedText(isValidEspWalletAddress, 'must be a valid EVM, TRON, Solana or Stellar address').optional(),
  chatUsername: checkedText(isValidChatUsername, 'must be 5 to 32 letters, digits or underscores, optionally after @').optional(),
  espCard: checkedText(isValidEspCard, 'must be a 16-digit card number with a valid Luhn check digit').optional(),
  emailAddress: checkedText(isValidEmail, 'must be an e-mail address').optional(),
};

/** The four identifiers with the at-least-one rule, for `.extend()`-ing request schemas. */
export const espIdentifiers = z.object(espIdentifierFields).refine(hasEspIdentifier, {
  error: ESP_IDENTIFIER_REQUIRED_MESSAGE,
});
