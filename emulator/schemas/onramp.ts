import { z } from 'zod';
import { paymentDetailsSchemaFor, paymentMethodOfDetails, type PaymentDetails } from '../../src/domain/bank-accounts.js';
import { B2B_CURRENCIES, isB2bCurrency, type PaymentMethod } from '../../src/domain/currencies.js';
import { FIAT_DECIMALS, decimalString } from '../../src/domain/money.js';
import { NETWORKS, PERMITTED_NETWORKS, STABLECOINS, isNetwork, isPermittedPair, isStablecoin } from '../../src/domain/networks.js';
import { PROVIDER_ID_MAX_LENGTH, requiredText } from '../../src/domain/text-fields.js';
import { isValidWalletAddress } from '../../src/domain/wallet-address.js';
import { FieldErrors } from '../http/field-errors.js';
import { oneOf, requestBody } from './fields.js';

const baseSchema = requestBody({
  customer_id: requiredText(PROVIDER_ID_MAX_LENGTH),
  currency: oneOf(B2B_CURRENCIES),
  // The fiat being sent (docs/business-onramp), so the fiat's fraction digits.
  amount: decimalString(FIAT_DECIMALS),
  stables: oneOf(STABLECOINS),
  wallet_address: requiredText(PROVIDER_ID_MAX_LENGTH),
  network: oneOf(NETWORKS),
  paymentDetails: z.record(z.string(), z.unknown(), { error: 'must be an object' }),
});

export type OnrampRequest = Omit<z.output<typeof baseSchema>, 'paymentDetails'> & {
  paymentDetails: PaymentDetails;
  paymentMethod: PaymentMethod;
};

/**
 * POST /otc/onramp body (docs/business-onramp): the off-ramp's fields, read the other way round:
 * the wallet receives the stablecoin and paymentDetails is the account the fiat is paid from.
 */
export function parseOnrampRequest(body: unknown): OnrampRequest {
  const errors = new FieldErrors();
  const base = baseSchema.safeParse(body);
  errors.addIssues(base.error);
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

  const { stables, network, wallet_address: address, currency } = raw;
  if (typeof address === 'string' && typeof network === 'string' && isNetwork(network) && !errors.has('wallet_address')) {
    if (!isValidWalletAddress(network, address.trim())) {
      errors.add('wallet_address', `must be a valid ${String(network)} address`);
    }
  }
  if (typeof stables === 'string' && isStablecoin(stables) && typeof network === 'string' && isNetwork(network)) {
    if (!isPermittedPair(stables, network)) {
      errors.add('network', `${stables} is sent on ${PERMITTED_NETWORKS[stables].join(', ')} only`);
    }
  }

  let details: { method: PaymentMethod; value: PaymentDetails } | null = null;
  if (typeof currency === 'string' && isB2bCurrency(currency) && !errors.has('paymentDetails')) {
    const method = paymentMethodOfDetails(currency, raw.paymentDetails);
    const parsed = paymentDetailsSchemaFor(method, currency).safeParse(raw.paymentDetails);
    errors.addIssues(parsed.error, 'paymentDetails');
    if (parsed.success) details = { method, value: parsed.data };
  }

  errors.throwIfAny();
  if (!base.success || !details) throw new Error('unreachable: validation passed without data');
  return { ...base.data, paymentDetails: details.value, paymentMethod: details.method };
}
