import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  encodeSolanaAddress,
  encodeStellarAccountId,
  encodeTronAddress,
  isValidEvmAddress,
  isValidSolanaAddress,
  isValidStellarAccountId,
  isValidTronAddress,
  isValidWalletAddress,
  toEip55Address,
} from '../../src/domain/wallet-address.js';
import { EVM_NETWORKS } from '../../src/domain/networks.js';
import * as scureBase from '@scure/base';
import { replaceCharAt } from './corruption.js';

// Test vectors of EIP-55 itself.
const EIP55_VECTORS = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const USDT_ON_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDC_MINT_ON_SOLANA = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const USDC_ISSUER_ON_STELLAR = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN';

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

describe('EVM addresses', () => {
  it.each(EIP55_VECTORS)('accepts the EIP-55 vector %s and computes its checksum', (address) => {
    expect(isValidEvmAddress(address)).toBe(true);
    expect(toEip55Address(address.toLowerCase())).toBe(address);
  });

  it('accepts single-case addresses, which carry no checksum', () => {
    expect(isValidEvmAddress('0x52908400098527886e0f7030069857d2e4169ee7')).toBe(true);
    expect(isValidEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
  });

  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // one letter's case flipped
    '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd',
    '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg',
    '',
  ])('rejects %j', (address) => {
    expect(isValidEvmAddress(address)).toBe(false);
  });

  it('accepts the checksummed form of any 20 bytes and rejects any single case flip of it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(), (bytes, pick) => {
        const address = toEip55Address(`0x${Buffer.from(bytes).toString('hex')}`);
        expect(isValidEvmAddress(address)).toBe(true);
        const letters = [...address].map((c, i) => ({ c, i })).filter(({ c, i }) => i >= 2 && /[a-fA-F]/.test(c));
        const hex = address.slice(2);
        const mixed = hex !== hex.toLowerCase() && hex !== hex.toUpperCase();
        if (letters.length < 3 || !mixed) return;
        const { c, i } = letters[pick % letters.length]!;
        const flipped = replaceCharAt(address, i, c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());
        const flippedHex = flipped.slice(2);
        if (flippedHex === flippedHex.toLowerCase() || flippedHex === flippedHex.toUpperCase()) return;
        expect(isValidEvmAddress(flipped)).toBe(false);
      }),
    );
  });
});

describe('TRON addresses', () => {
  it('accepts the USDT contract address', () => {
    expect(isValidTronAddress(USDT_ON_TRON)).toBe(true);
  });

  it.each([
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6',
    '0xa614f803B6FD780986A42c78Ec9c7f77e6DeD13C',
    // A valid base58check of another version byte (a Bitcoin P2PKH address).
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60',
  ])('rejects %j', (address) => {
    expect(isValidTronAddress(address)).toBe(false);
  });

  it('accepts any encoded account and rejects any single-character corruption', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(), fc.nat(), (hash, at, pick) => {
        const address = encodeTronAddress(hash);
        expect(address.startsWith('T')).toBe(true);
        expect(isValidTronAddress(address)).toBe(true);
        const index = at % address.length;
        const others = BASE58_ALPHABET.replace(address[index]!, '');
        expect(isValidTronAddress(replaceCharAt(address, index, others[pick % others.length]!))).toBe(false);
      }),
    );
  });
});

describe('Solana addresses', () => {
  it('accepts real addresses', () => {
    expect(isValidSolanaAddress(USDC_MINT_ON_SOLANA)).toBe(true);
    expect(isValidSolanaAddress('11111111111111111111111111111111')).toBe(true);
    expect(isValidSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true);
  });

  it.each([
    scureBase.base58.encode(new Uint8Array(31).fill(0xff)),
    scureBase.base58.encode(new Uint8Array(33).fill(0xff)),
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vv',
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10', // '0' is not base58
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDtlv', // 'l' is not base58
    '',
  ])('rejects %j', (address) => {
    expect(isValidSolanaAddress(address)).toBe(false);
  });

  it('accepts exactly 32-byte keys', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        expect(isValidSolanaAddress(encodeSolanaAddress(key))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.uint8Array({ minLength: 1, maxLength: 31 }), fc.uint8Array({ minLength: 33, maxLength: 40 })),
        (bytes) => {
          expect(isValidSolanaAddress(scureBase.base58.encode(bytes))).toBe(false);
        },
      ),
    );
  });
});

describe('Stellar account ids', () => {
  it('accepts real account ids', () => {
    expect(isValidStellarAccountId(USDC_ISSUER_ON_STELLAR)).toBe(true);
    expect(isValidStellarAccountId('GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ')).toBe(true);
  });

  it.each([
    'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVM',
    'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZV',
    'ga5zsejyb37jrc5avcia5mop4rhtm335x2kgx3ihojapp5re34k4kzvn',
    // A secret seed (version 'S') is not an account id.
    'SCZANGBA5YHTNYVVV4C3U252E2B6P6F5T3U6MM63WBSBZATAQI3EBTQ4',
    // A muxed account id (M…) is a different StrKey.
    'MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAAAAAAAAGZFQ',
  ])('rejects %j', (address) => {
    expect(isValidStellarAccountId(address)).toBe(false);
  });

  it('accepts any encoded key and rejects any single-character corruption', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat(), fc.nat(), (key, at, pick) => {
        const address = encodeStellarAccountId(key);
        expect(address.startsWith('G')).toBe(true);
        expect(isValidStellarAccountId(address)).toBe(true);
        const index = at % address.length;
        const others = BASE32_ALPHABET.replace(address[index]!, '');
        expect(isValidStellarAccountId(replaceCharAt(address, index, others[pick % others.length]!))).toBe(false);
      }),
    );
  });
});

describe('isValidWalletAddress', () => {
  it('checks each network with its own format', () => {
    for (const network of EVM_NETWORKS) {
      expect(isValidWalletAddress(network, EIP55_VECTORS[0]!)).toBe(true);
      expect(isValidWalletAddress(network, USDT_ON_TRON)).toBe(false);
    }
    expect(isValidWalletAddress('TRON', USDT_ON_TRON)).toBe(true);
    expect(isValidWalletAddress('TRON', EIP55_VECTORS[0]!)).toBe(false);
    expect(isValidWalletAddress('SOLANA', USDC_MINT_ON_SOLANA)).toBe(true);
    expect(isValidWalletAddress('SOLANA', USDC_ISSUER_ON_STELLAR)).toBe(false);
    expect(isValidWalletAddress('STELLAR', USDC_ISSUER_ON_STELLAR)).toBe(true);
    expect(isValidWalletAddress('STELLAR', USDC_MINT_ON_SOLANA)).toBe(false);
  });
});
