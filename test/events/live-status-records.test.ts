import { describe, expect, it } from 'vitest';
import { readStatusChange, type StatusChange } from '../../src/status/ledger/status-change.js';
import { INITIAL_STATUS } from '../../src/domain/state-machines.js';
import { businessCustomerFromChange } from '../../src/resolvers/business-customers/events.js';
import { espTransactionFromChange } from '../../src/resolvers/esp/events.js';
import { offrampFromChange } from '../../src/resolvers/offramps/events.js';
import { modelFromProviderRecord } from '../../src/resolvers/subscriptions/live-status-records.js';

const change = (kind: StatusChange['kind'], record: Record<string, unknown>): StatusChange =>
  readStatusChange({
    kind,
    id: String(record.id),
    dataSet: 'test',
    status: INITIAL_STATUS[kind],
    version: 1,
    updatedAt: '2026-11-23T12:00:00.000Z',
    record: JSON.parse(JSON.stringify(record)),
  });

describe('live status records', () => {
  it('reads an off-ramp webhook record into the model, amounts kept as exact text, and back after JSON', () => {
    const model = modelFromProviderRecord('offramp', {
      transaction_id: 'tx_1',
      reference: 'link-otc-12345678',
      type: 'offramp',
      stables: 'USDC',
      amount: '100.000001',
      currency: 'USD',
      payout_amount: '100.00',
      rate: '1.0000000000000001',
      transaction_status: 'processing',
      payment_method: 'ACH',
      date_created: '2026-11-23T12:00:00Z',
    });
    expect(model).toMatchObject({ id: 'tx_1', status: 'processing', amount: '100.000001', rate: '1.0000000000000001' });
    const revived = offrampFromChange(change('offramp', model));
    expect(revived.createdAt).toEqual(new Date('2026-11-23T12:00:00Z'));
  });

  it('reads an ESP webhook record with its listing date into the model', () => {
    const model = modelFromProviderRecord('esp_transaction', {
      transaction_id: 'esp_1',
      transaction_reference: 'ref',
      transaction_type: 'onramp',
      stable: 'ESP',
      currency: 'USD',
      amount: '250.00',
      payout_amount: '250.00',
      rate: '1',
      bank_name: 'Chase',
      account_name: null,
      account_number: '000111',
      esp_method: { emailAddress: 'user@esp.example' },
      transaction_status: 'Completed',
      transaction_date: 'November 05, 2026 14:03:22',
    });
    const revived = espTransactionFromChange(change('esp_transaction', model));
    expect(revived).toMatchObject({ id: 'esp_1', direction: 'onramp', status: 'Completed', amount: '250.00' });
    expect(revived.createdAt).toEqual(new Date('2026-11-05T14:03:22Z'));
  });

  it('accepts the contract’s minimal business customer payload: id, status and link', () => {
    const model = modelFromProviderRecord('business_customer', {
      customer_id: 'cus_1',
      verification_status: 'in_review',
      kyb_link: null,
      link_expires_at: null,
    });
    expect(model).toEqual({ id: 'cus_1', verificationStatus: 'in_review', kybLink: null, kybLinkExpiresAt: null });
    expect(businessCustomerFromChange(change('business_customer', { ...model, kybLinkExpiresAt: '2026-11-24T12:00:00Z' })).kybLinkExpiresAt).toEqual(
      new Date('2026-11-24T12:00:00Z'),
    );
  });

  it('refuses a record whose status is not one of the resource', () => {
    expect(() => modelFromProviderRecord('brl_ticket', { ticket_id: 'b', status: 'refunded' })).toThrow();
    expect(modelFromProviderRecord('brl_ticket', { ticket_id: 'b', status: 'paid', paid_amount: '512.40' })).toEqual({
      id: 'b',
      status: 'paid',
      paidAmount: '512.40',
    });
  });
});
