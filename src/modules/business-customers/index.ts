import type { GatewayModule } from '../../shared/gateway-module.js';
import { businessCustomerResolvers, createBusinessCustomer } from './resolvers.js';

export const businessCustomersModule: GatewayModule = { resolvers: businessCustomerResolvers, mutations: [createBusinessCustomer] };
