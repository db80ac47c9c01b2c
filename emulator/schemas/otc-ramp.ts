import { z } from 'zod';
import { paymentDetailsSchemaFor, paymentMethodOfDetails, type PaymentDetails } from '../../src/domain/bank-accounts.js';
import { B2B_CURRENCIES, isB2bCurrency, type PaymentMethod } from '../../src/domain/currencies.js';
import { decimalString } from '../../src/domain/money.js';
import { NETWORKS, PERMITTED_NETWORKS, STABLECOINS, isNetwork, isPermittedPair, isStablecoin } from '../../src/domain/networks.js';
import { PROVIDER_ID_MAX_LENGTH, requiredText } from '../../src/domain/text-fields.js';
import { isValidWalletAddress } from '../../src/domain/wallet-address.js';
import { FieldErrors } from '../http/field-errors.js';
import { oneOf, requestBody } from './fields.js';

function otcRampSchema(amountDecimals: number) {
  return requestBody({
    customer_id: requiredText(PROVIDER_ID_MAX_LENGTH),
    currency: oneOf(B2B_CURRENCIES),
    amount: decimalString(amountDecimals),
    stables: oneOf(STABLECOINS),
    wallet_address: requiredText(PROVIDER_ID_MAX_LENGTH),
    network: oneOf(NETWORKS),
    paymentDetails: z.record(z.string(), z.unknown(), { error: 'must be an object' }),
  });
}

/** The body of POST /otc/offramp or POST /otc/onramp, its paymentDetails read as the currency's method. */
export type OtcRampRequest = Omit<z.output<ReturnType<typeof otcRampSchema>>, 'paymentDetails'> & {
  paymentDetails: PaymentDetails;
  paymentMethod: PaymentMethod;
};

/**
 * The parser of a B2B ramp's body: every field, the stablecoin/network pair, the address format of
 * the network, paymentDetails of the currency's method. The two directions send the same fields and
 * differ only in what the amount counts, hence in its fraction digits.
 */
export function otcRampRequestParser(amountDecimals: number): (body: unknown) => OtcRampRequest {
  const baseSchema = otcRampSchema(amountDecimals);
  return (body) => {
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
    // The currency picks the payment method, so paymentDetails can only be judged once the currency is known.
    if (typeof currency === 'string' && isB2bCurrency(currency) && !errors.has('paymentDetails')) {
      const method = paymentMethodOfDetails(currency, raw.paymentDetails);
      const parsed = paymentDetailsSchemaFor(method, currency).safeParse(raw.paymentDetails);
      errors.addIssues(parsed.error, 'paymentDetails');
      if (parsed.success) details = { method, value: parsed.data };
    }

    errors.throwIfAny();
    if (!base.success || !details) throw new Error('unreachable: validation passed without data');
    return { ...base.data, paymentDetails: details.value, paymentMethod: details.method };
  };
}
