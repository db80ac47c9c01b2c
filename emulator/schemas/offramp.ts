import { STABLECOIN_DECIMALS } from '../../src/domain/money.js';
import { otcRampRequestParser } from './otc-ramp.js';

/** POST /otc/offramp body: the amount is the stablecoin being sold, so the stablecoin's fraction digits. */
export const parseOfframpRequest = otcRampRequestParser(STABLECOIN_DECIMALS);
