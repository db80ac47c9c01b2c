import type { z } from 'zod';
import { STABLECOIN_DECIMALS, decimalString } from '../../src/domain/money.js';
import { BRL_ONRAMP_STABLECOINS } from '../../src/domain/networks.js';
import { PROVIDER_ID_MAX_LENGTH, requiredText } from '../../src/domain/text-fields.js';
import { oneOf, requestBody } from './fields.js';

export const brlOnrampSchema = requestBody({
  amount: decimalString(STABLECOIN_DECIMALS),
  wallet_id: requiredText(PROVIDER_ID_MAX_LENGTH),
  stables: oneOf(BRL_ONRAMP_STABLECOINS).default('USDC'),
});
export type BrlOnrampRequest = z.output<typeof brlOnrampSchema>;
