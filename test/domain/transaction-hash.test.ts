import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  isValidExplorerUrl,
  isValidTransactionHash,
  isValidTransactionProof,
  isValidTransactionProofOnAnyNetwork,
} from '../../src/domain/transaction-hash.js';

const HEX64 = 'a'.repeat(32) + '0123456789abcdef0123456789ABCDEF';
const EVM_HASH = `0x${HEX64}`;
const SOLANA_SIGNATURE = base58.encode(Uint8Array.from({ length: 64 }, (_, i) => (i * 7 + 3) % 256));

describe('transaction hashes per network', () => {
  it('EVM networks take 0x + 64 hex digits, nothing else', () => {
    for (const network of ['ETHEREUM', 'BSC', 'POLYGON', 'BASE'] as const) {
      expect(isValidTransactionHash(network, EVM_HASH)).toBe(true);
      expect(isValidTransactionHash(network, HEX64)).toBe(false);
      expect(isValidTransactionHash(network, `${EVM_HASH}0`)).toBe(false);
      expect(isValidTransactionHash(network, `0x${'g'.repeat(64)}`)).toBe(false);
      expect(isValidTransactionHash(network, SOLANA_SIGNATURE)).toBe(false);
    }
  });

  it('TRON and Stellar take 64 hex digits without 0x', () => {
    for (const network of ['TRON', 'STELLAR'] as const) {
      expect(isValidTransactionHash(network, HEX64)).toBe(true);
      expect(isValidTransactionHash(network, EVM_HASH)).toBe(false);
      expect(isValidTransactionHash(network, HEX64.slice(1))).toBe(false);
    }
  });

  it('Solana takes a base58 signature of exactly 64 bytes', () => {
    expect(isValidTransactionHash('SOLANA', SOLANA_SIGNATURE)).toBe(true);
    expect(isValidTransactionHash('SOLANA', base58.encode(new Uint8Array(32).fill(9)))).toBe(false);
    expect(isValidTransactionHash('SOLANA', `${SOLANA_SIGNATURE.slice(0, -1)}0`)).toBe(false);
    expect(isValidTransactionHash('SOLANA', HEX64)).toBe(false);
  });
});

describe('block explorer URLs', () => {
  it("accepts an https page of the network's own explorer naming a valid hash", () => {
    expect(isValidExplorerUrl('ETHEREUM', `https://etherscan.io/tx/${EVM_HASH}`)).toBe(true);
    expect(isValidExplorerUrl('ETHEREUM', `https://www.etherscan.io/tx/${EVM_HASH}?utm=x`)).toBe(true);
    expect(isValidExplorerUrl('TRON', `https://tronscan.org/#/transaction/${HEX64}`)).toBe(true);
    expect(isValidExplorerUrl('SOLANA', `https://solscan.io/tx/${SOLANA_SIGNATURE}`)).toBe(true);
    expect(isValidExplorerUrl('STELLAR', `https://stellar.expert/explorer/public/tx/${HEX64}`)).toBe(true);
  });

  it("refuses another network's explorer, http, look-alike hosts, credentials, ports and pages without a hash", () => {
    expect(isValidExplorerUrl('POLYGON', `https://etherscan.io/tx/${EVM_HASH}`)).toBe(false);
    expect(isValidExplorerUrl('ETHEREUM', `http://etherscan.io/tx/${EVM_HASH}`)).toBe(false);
    expect(isValidExplorerUrl('ETHEREUM', `https://etherscan.io.evil.example/tx/${EVM_HASH}`)).toBe(false);
    expect(isValidExplorerUrl('ETHEREUM', `https://evil-etherscan.io/tx/${EVM_HASH}`)).toBe(false);
    expect(isValidExplorerUrl('ETHEREUM', `https://user:pw@etherscan.io/tx/${EVM_HASH}`)).toBe(false);
    expect(isValidExplorerUrl('ETHEREUM', `https://etherscan.io:8443/tx/${EVM_HASH}`)).toBe(false);
    expect(isValidExplorerUrl('ETHEREUM', 'https://etherscan.io/address/0x5290cd1c8a3e3dcb6d01d3b0c2de8c1ba0d0c1a2')).toBe(false);
    expect(isValidExplorerUrl('TRON', `https://tronscan.org/#/transaction/${EVM_HASH}`)).toBe(false);
    expect(isValidExplorerUrl('ETHEREUM', `https://etherscan.io/tx/${EVM_HASH}${'a'.repeat(600)}`)).toBe(false);
  });
});

describe('a proof', () => {
  it('is a hash or an explorer URL of the network', () => {
    expect(isValidTransactionProof('BSC', EVM_HASH)).toBe(true);
    expect(isValidTransactionProof('BSC', `https://bscscan.com/tx/${EVM_HASH}`)).toBe(true);
    expect(isValidTransactionProof('BSC', '')).toBe(false);
    expect(isValidTransactionProof('BSC', 'not a hash')).toBe(false);
  });

  it('without a known network, fits at least one network', () => {
    expect(isValidTransactionProofOnAnyNetwork(HEX64)).toBe(true);
    expect(isValidTransactionProofOnAnyNetwork(SOLANA_SIGNATURE)).toBe(true);
    expect(isValidTransactionProofOnAnyNetwork('0x1234')).toBe(false);
  });
});
