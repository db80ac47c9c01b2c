import { isValidChatUsername, isValidEspCard, isValidEspWalletAddress } from '../../domain/esp-account.js';
import { EMAIL_MAX_LENGTH } from '../../domain/text-fields.js';
import type { EspIdentifiers } from '../../datasources/esp/endpoints.js';
import type { EspAccountInput } from '../../generated/graphql.js';
import { checkEmail, type FieldPath, type UserErrors } from '../shared/user-errors.js';

/** Checks the one identifier of an ESP account and returns it in the provider's field names. */
export function espIdentifiers(account: EspAccountInput, at: FieldPath, errors: UserErrors): EspIdentifiers {
  if (account.walletAddress != null) {
    const walletAddress = account.walletAddress.trim();
    if (!isValidEspWalletAddress(walletAddress)) {
      errors.add([...at, 'walletAddress'], 'INVALID_WALLET_ADDRESS', 'walletAddress must be a valid EVM, TRON, Solana or Stellar address.');
    }
    return { walletAddress };
  }
  if (account.chatUsername != null) {
    const chatUsername = account.chatUsername.trim();
    if (!isValidChatUsername(chatUsername)) {
      errors.add([...at, 'chatUsername'], 'INVALID_FORMAT', 'chatUsername must be 5 to 32 letters, digits or underscores, optionally after @.');
    }
    return { chatUsername };
  }
  if (account.espCard != null) {
    const espCard = account.espCard.replace(/[\s-]+/g, '');
    if (!isValidEspCard(espCard)) {
      errors.add([...at, 'espCard'], 'INVALID_ESP_CARD', 'espCard must be 16 digits with a valid Luhn check digit.');
    }
    return { espCard };
  }
  if (account.emailAddress != null) {
    if (account.emailAddress.trim().length > EMAIL_MAX_LENGTH) {
      errors.add([...at, 'emailAddress'], 'INVALID_EMAIL', `emailAddress must be at most ${EMAIL_MAX_LENGTH} characters.`);
      return {};
    }
    const emailAddress = checkEmail(errors, [...at, 'emailAddress'], account.emailAddress);
    return emailAddress === undefined ? {} : { emailAddress };
  }
  throw new TypeError('espAccount arrived without a member despite @oneOf');
}
