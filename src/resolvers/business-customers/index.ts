import type { GatewayModule } from '../shared/gateway-module.js';
import { businessCustomerReader } from './reconcile.js';
import { businessCustomerResolvers, createBusinessCustomer } from './resolvers.js';

export const businessCustomersModule: GatewayModule = { resolvers: businessCustomerResolvers, mutations: [createBusinessCustomer], readers: [businessCustomerReader] };
