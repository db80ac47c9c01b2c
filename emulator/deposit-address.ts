import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { isEvmNetwork, isNetwork } from '../src/domain/networks.js';
import {
  encodeSolanaAddress,
  encodeStellarAccountId,
  encodeTronAddress,
  toEip55Address,
} from '../src/domain/wallet-address.js';

const utf8 = new TextEncoder();

/**
 * The address the business sends an off-ramp's stablecoin to (docs/business-offramp: "Transfer
 * the stablecoin from wallet_address to the LINK-provided address"). Derived from the off-ramp's
 * id, so it is stable across reads and restarts without a column, and well-formed for its network
 * down to the checksum.
 */
export function depositAddress(network: string, offrampId: string): string {
  const key = sha256(utf8.encode(`ramp-emulator deposit address ${offrampId}`));
  if (!isNetwork(network)) throw new RangeError(`no address format for network ${network}`);
  if (isEvmNetwork(network)) return toEip55Address(`0x${bytesToHex(key.subarray(0, 20))}`);
  switch (network) {
    case 'TRON':
      return encodeTronAddress(key.subarray(0, 20));
    case 'SOLANA':
      return encodeSolanaAddress(key);
    case 'STELLAR':
      return encodeStellarAccountId(key);
  }
}
