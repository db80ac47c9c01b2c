// Address formats of the networks in seed 2.1, checked down to their checksums
// so a mistyped address is refused before any value moves.

import { Buffer } from 'node:buffer';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base32, base58, createBase58check } from '@scure/base';
import crc16xmodem from 'crc/crc16xmodem';
import { isEvmNetwork, type Network } from './networks.js';

const base58check = createBase58check(sha256);
const utf8 = new TextEncoder();

const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 mixed-case form of an EVM address (input in any case, with `0x`). */
export function toEip55Address(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(utf8.encode(hex));
  let result = '0x';
  for (let i = 0; i < hex.length; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    const char = hex[i] ?? '';
    result += nibble >= 8 ? char.toUpperCase() : char;
  }
  return result;
}

/**
 * `0x` + 40 hex digits. An all-lowercase or all-uppercase address carries no
 * checksum (EIP-55 allows both); a mixed-case one must match its checksum.
 */
export function isValidEvmAddress(address: string): boolean {
  if (!EVM_ADDRESS_PATTERN.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toEip55Address(address) === address;
}

const TRON_VERSION_BYTE = 0x41;

/** Encodes a 20-byte account hash as a TRON base58check address (`T…`). */
export function encodeTronAddress(accountHash: Uint8Array): string {
  if (accountHash.length !== 20) throw new RangeError('a TRON account hash is 20 bytes');
  return base58check.encode(Uint8Array.of(TRON_VERSION_BYTE, ...accountHash));
}

/** base58check of version byte 0x41 + 20 bytes (25 bytes with the checksum), starting with `T`. */
export function isValidTronAddress(address: string): boolean {
  if (!address.startsWith('T')) return false;
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && payload[0] === TRON_VERSION_BYTE;
  } catch {
    return false;
  }
}

/** A Solana address is the base58 text of a 32-byte public key (no checksum exists). */
export function isValidSolanaAddress(address: string): boolean {
  if (address.length < 32 || address.length > 44) return false;
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

export function encodeSolanaAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new RangeError('a Solana public key is 32 bytes');
  return base58.encode(publicKey);
}

// StrKey (SEP-0023): base32 of version byte + payload + CRC16-XModem, little-endian.
const STELLAR_ACCOUNT_VERSION_BYTE = 6 << 3;

function stellarChecksum(bytes: Uint8Array): [number, number] {
  const crc = crc16xmodem(Buffer.from(bytes));
  return [crc & 0xff, crc >> 8];
}

/** Encodes a 32-byte ed25519 public key as a Stellar account id (`G…`). */
export function encodeStellarAccountId(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new RangeError('a Stellar public key is 32 bytes');
  const body = Uint8Array.of(STELLAR_ACCOUNT_VERSION_BYTE, ...publicKey);
  return base32.encode(Uint8Array.of(...body, ...stellarChecksum(body)));
}

/** A StrKey `G…` account id: 56 base32 characters, version byte 6<<3, 32-byte key, valid CRC16. */
export function isValidStellarAccountId(address: string): boolean {
  if (address.length !== 56 || !address.startsWith('G')) return false;
  let decoded: Uint8Array;
  try {
    decoded = base32.decode(address);
  } catch {
    return false;
  }
  if (decoded.length !== 35 || decoded[0] !== STELLAR_ACCOUNT_VERSION_BYTE) return false;
  const [low, high] = stellarChecksum(decoded.subarray(0, 33));
  return decoded[33] === low && decoded[34] === high;
}

/** True when `address` is a well-formed address of `network`. */
export function isValidWalletAddress(network: Network, address: string): boolean {
  if (isEvmNetwork(network)) return isValidEvmAddress(address);
  switch (network) {
    case 'TRON':
      return isValidTronAddress(address);
    case 'SOLANA':
      return isValidSolanaAddress(address);
    case 'STELLAR':
      return isValidStellarAccountId(address);
  }
}
