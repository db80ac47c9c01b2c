export const STABLECOINS = ['USDC', 'USDT'] as const;
export type Stablecoin = (typeof STABLECOINS)[number];

export const NETWORKS = ['TRON', 'ETHEREUM', 'BSC', 'POLYGON', 'SOLANA', 'BASE', 'STELLAR'] as const;
export type Network = (typeof NETWORKS)[number];

/** Networks whose addresses are Ethereum-style `0x` + 20 bytes. */
export const EVM_NETWORKS = ['ETHEREUM', 'BSC', 'POLYGON', 'BASE'] as const;
export type EvmNetwork = (typeof EVM_NETWORKS)[number];

/** Stablecoin and network combinations the provider settles (seed 2.1). */
export const PERMITTED_NETWORKS: Readonly<Record<Stablecoin, readonly Network[]>> = {
  USDT: ['TRON', 'POLYGON', 'SOLANA'],
  USDC: ['ETHEREUM', 'BSC', 'POLYGON', 'BASE', 'SOLANA', 'STELLAR'],
};

/** Stablecoins the BRL on-ramp sells (seed 2.6 shows USDC only). */
export const BRL_ONRAMP_STABLECOINS = ['USDC'] as const;
export type BrlOnrampStablecoin = (typeof BRL_ONRAMP_STABLECOINS)[number];

export function isStablecoin(value: string): value is Stablecoin {
  return (STABLECOINS as readonly string[]).includes(value);
}

export function isNetwork(value: string): value is Network {
  return (NETWORKS as readonly string[]).includes(value);
}

export function isEvmNetwork(value: string): value is EvmNetwork {
  return (EVM_NETWORKS as readonly string[]).includes(value);
}

/** True when `stables` may be sent on `network`; unknown values of either are not permitted. */
export function isPermittedPair(stables: string, network: string): boolean {
  return isStablecoin(stables) && isNetwork(network) && PERMITTED_NETWORKS[stables].includes(network);
}
