// Reconciliation of business customers: each one whose verification can still move is read back
// with GET /v2/business_customer/{id}.
import { readerById } from '../shared/provider-reads.js';
import { getBusinessCustomerEndpoint } from '../../datasources/business-customers/endpoints.js';
import { businessCustomerObservations } from './events.js';

export const businessCustomerReader = readerById(
  'business_customer',
  (client, id) => client.call(getBusinessCustomerEndpoint, { id }),
  businessCustomerObservations,
);
