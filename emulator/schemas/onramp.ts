import { FIAT_DECIMALS } from '../../src/domain/money.js';
import { otcRampRequestParser } from './otc-ramp.js';

/**
 * POST /otc/onramp body (docs/business-onramp): the off-ramp's fields, read the other way round:
 * the wallet receives the stablecoin and paymentDetails is the account the fiat is paid from.
 * The amount is the fiat being sent, so the fiat's fraction digits.
 */
export const parseOnrampRequest = otcRampRequestParser(FIAT_DECIMALS);
