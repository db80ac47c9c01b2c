// Valid inputs built with the domain's own encoders, so checksums are right by construction.
import { moroccanRibKey } from '../../../src/domain/bank-accounts.js';
import { encodeTronAddress } from '../../../src/domain/wallet-address.js';

export const ETHEREUM_ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
export const TRON_ADDRESS = encodeTronAddress(new Uint8Array(20).fill(7));
export const ABA_ROUTING_NUMBER = '021000021';
export const IBAN_DE = 'DE89370400440532013000';
export const MOROCCAN_RIB = `${'0117800000012345678901'}${moroccanRibKey('0117800000012345678901')}`;
export const ESP_CARD = '4111111111111111';

// Valid accounts of the OTC desk's payment methods (docs/business-offramp, "OTC desk").
export const CPF = '529.982.247-25';
export const BIC = 'DEUTDEFF';
export const CNAPS_CODE = '102100099996';
