import type { GatewayModule } from '../shared/gateway-module.js';
import { registerBrlWallet } from './register-wallet.js';
import { brlResolvers, createBrlOnrampTicket } from './resolvers.js';

export const brlModule: GatewayModule = { resolvers: brlResolvers, mutations: [createBrlOnrampTicket, registerBrlWallet] };
