// The proof that an off-ramp's stablecoin was sent: the transaction's hash, or a block
// explorer's page of it (the provider's POST /otc/pop takes either). Checked per network
// before it is sent, so a hash of another chain or a mistyped one never reaches the provider.

import { base58 } from '@scure/base';
import { isEvmNetwork, NETWORKS, type Network } from './networks.js';

/** Longest explorer URL accepted: a hash page's URL is far shorter. */
export const TRANSACTION_PROOF_MAX_LENGTH = 512;

const EVM_HASH = /^0x[0-9a-fA-F]{64}$/;
const PLAIN_HEX_HASH = /^[0-9a-fA-F]{64}$/;
const SOLANA_SIGNATURE_BYTES = 64;

/** The explorers whose transaction pages are accepted for each network (with or without `www.`). */
export const EXPLORER_HOSTS: Readonly<Record<Network, readonly string[]>> = {
  ETHEREUM: ['etherscan.io'],
  BSC: ['bscscan.com'],
  POLYGON: ['polygonscan.com'],
  BASE: ['basescan.org'],
  TRON: ['tronscan.org', 'tronscan.io'],
  SOLANA: ['solscan.io', 'explorer.solana.com', 'solana.fm'],
  STELLAR: ['stellar.expert', 'stellarchain.io'],
};

function isSolanaSignature(text: string): boolean {
  // 64 bytes are 86 to 88 base58 characters; anything far off is refused before decoding.
  if (text.length < 80 || text.length > 90) return false;
  try {
    return base58.decode(text).length === SOLANA_SIGNATURE_BYTES;
  } catch {
    return false;
  }
}

/** A bare transaction hash as `network` writes it: EVM `0x` + 64 hex, TRON and Stellar 64 hex, Solana a base58 signature of 64 bytes. */
export function isValidTransactionHash(network: Network, hash: string): boolean {
  if (isEvmNetwork(network)) return EVM_HASH.test(hash);
  switch (network) {
    case 'TRON':
    case 'STELLAR':
      return PLAIN_HEX_HASH.test(hash);
    case 'SOLANA':
      return isSolanaSignature(hash);
  }
}

function explorerHostOf(network: Network, hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^www\./, '');
  return EXPLORER_HOSTS[network].includes(host);
}

/**
 * An https page of one of `network`'s explorers that names a valid transaction hash of that
 * network in its path or fragment (`https://etherscan.io/tx/0x…`, `https://tronscan.org/#/transaction/…`).
 */
export function isValidExplorerUrl(network: Network, text: string): boolean {
  if (text.length > TRANSACTION_PROOF_MAX_LENGTH || !text.startsWith('https://')) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return false;
  if (!explorerHostOf(network, url.hostname)) return false;
  const segments = `${url.pathname}/${url.hash.replace(/^#/, '')}`.split(/[/?]/);
  return segments.some((segment) => isValidTransactionHash(network, segment));
}

/** A hash or an explorer URL of `network`. */
export function isValidTransactionProof(network: Network, text: string): boolean {
  return isValidTransactionHash(network, text) || isValidExplorerUrl(network, text);
}

/** For an off-ramp whose network is not known: valid for at least one network. */
export function isValidTransactionProofOnAnyNetwork(text: string): boolean {
  return NETWORKS.some((network) => isValidTransactionProof(network, text));
}
