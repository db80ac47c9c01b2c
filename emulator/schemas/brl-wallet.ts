import type { z } from 'zod';
import { isValidWalletAddress } from '../../src/domain/wallet-address.js';
import { checkedText, NAME_MAX_LENGTH, requiredText } from '../../src/domain/text-fields.js';
import { oneOf, requestBody } from './fields.js';

/** The networks a BRL wallet may be registered on [provider: register-wallet-address]. */
export const BRL_WALLET_NETWORKS = ['POLYGON'] as const;

export const brlWalletSchema = requestBody({
  network: oneOf(BRL_WALLET_NETWORKS),
  user_wallet_address: checkedText(
    (address) => isValidWalletAddress('POLYGON', address),
    'must be a Polygon address: 0x and 40 hex digits',
    'INVALID_WALLET_ADDRESS',
  ),
  user_name: requiredText(NAME_MAX_LENGTH),
});
export type BrlWalletRequest = z.output<typeof brlWalletSchema>;
