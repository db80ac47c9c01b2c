// registerBrlWallet: the wallet a BRL on-ramp pays into, registered with the provider
// (POST /transactions/v2/reg_wallet_address, network POLYGON); its wallet_id is what
// createBrlOnrampTicket takes as `walletId`.

import { isValidWalletAddress } from '../../domain/wallet-address.js';
import { NAME_MAX_LENGTH } from '../../domain/text-fields.js';
import type { RegisterBrlWalletInput, RegisterBrlWalletPayload } from '../../generated/graphql.js';
import { defineRampMutation } from '../shared/mutation-pipeline.js';
import { checkRequired, type UserErrors } from '../shared/user-errors.js';
import { BRL_WALLET_NETWORK, registerBrlWalletEndpoint, type BrlWalletRequest } from '../../datasources/brl/endpoints.js';

const WALLET_ADDRESS = ['input', 'walletAddress'];
const USER_NAME = ['input', 'userName'];

function validate(input: RegisterBrlWalletInput, errors: UserErrors): BrlWalletRequest | undefined {
  const address = checkRequired(errors, WALLET_ADDRESS, input.walletAddress);
  const userName = checkRequired(errors, USER_NAME, input.userName);
  if (address !== '' && !isValidWalletAddress(BRL_WALLET_NETWORK, address)) {
    errors.add(WALLET_ADDRESS, 'INVALID_WALLET_ADDRESS', 'walletAddress must be a Polygon address: 0x and 40 hex digits, with a valid EIP-55 checksum when the case is mixed.');
  }
  if (userName.length > NAME_MAX_LENGTH) {
    errors.add(USER_NAME, 'INVALID_FORMAT', `userName must be at most ${NAME_MAX_LENGTH} characters.`);
  }
  if (errors.any) return undefined;
  return { network: BRL_WALLET_NETWORK, user_wallet_address: address, user_name: userName };
}

type Payload = Omit<RegisterBrlWalletPayload, 'walletId'> & { walletId: string | null };

export const registerBrlWallet = defineRampMutation<RegisterBrlWalletInput, BrlWalletRequest, string, Payload>({
  operation: 'registerBrlWallet',
  validate,
  call: (request, ctx) => ctx.ramp().client.call(registerBrlWalletEndpoint, request),
  fieldPaths: { user_wallet_address: WALLET_ADDRESS, user_name: USER_NAME, network: WALLET_ADDRESS },
  payload: {
    created: (walletId) => ({ walletId, userErrors: [] }),
    refused: (userErrors) => ({ walletId: null, userErrors }),
  },
  // A wallet has no status to follow.
  observe: () => [],
});
