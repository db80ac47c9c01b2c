import { describe, expect, it } from 'vitest';
import { readEnvelope } from '../../src/status/ingest/webhook-envelope.js';

const base = { id: 'evt_1', created_at: '2026-11-23T12:00:00Z', livemode: false };

describe('reading a webhook envelope', () => {
  it('names the off-ramp, its data set and its new status for transaction_status_updated', () => {
    const record = { transaction_id: 'tx_1', transaction_status: 'processing', amount: '25.00', reference: 'link-otc-12345678' };
    expect(readEnvelope({ ...base, event: 'transaction_status_updated', payload: record })).toEqual({
      outcome: 'observation',
      eventId: 'evt_1',
      observation: { kind: 'offramp', id: 'tx_1', dataSet: 'test', status: 'processing', record },
    });
  });

  it('reads the other three events and the live data set', () => {
    const cases = [
      { event: 'esp_transaction_updated', payload: { transaction_id: 'e1', transaction_type: 'onramp', transaction_status: 'Completed' }, kind: 'esp_transaction', id: 'e1', status: 'Completed' },
      { event: 'business_customer_status_updated', payload: { customer_id: 'c1', verification_status: 'in_review', kyb_link: 'http://x/kyb/t' }, kind: 'business_customer', id: 'c1', status: 'in_review' },
      { event: 'brl_ticket_updated', payload: { ticket_id: 'b1', status: 'paid' }, kind: 'brl_ticket', id: 'b1', status: 'paid' },
    ];
    for (const c of cases) {
      const reading = readEnvelope({ ...base, livemode: true, event: c.event, payload: c.payload });
      expect(reading).toMatchObject({ outcome: 'observation', observation: { kind: c.kind, id: c.id, status: c.status, dataSet: 'live' } });
    }
  });

  it('acknowledges an event name it does not know without reading its payload', () => {
    expect(readEnvelope({ ...base, event: 'payout_sent', payload: 42 })).toEqual({ outcome: 'unknown_event', eventId: 'evt_1' });
  });

  it('refuses an envelope without id or livemode, and a status outside the state machine', () => {
    expect(readEnvelope({ event: 'brl_ticket_updated', payload: {} }).outcome).toBe('invalid');
    expect(readEnvelope({ ...base, livemode: 'no', event: 'x', payload: {} }).outcome).toBe('invalid');
    const reading = readEnvelope({ ...base, event: 'transaction_status_updated', payload: { transaction_id: 't', transaction_status: 'done' } });
    expect(reading).toMatchObject({ outcome: 'invalid', message: expect.stringContaining('payload.transaction_status') });
  });

  it('does not treat inherited object keys as event names', () => {
    expect(readEnvelope({ ...base, event: 'constructor', payload: {} }).outcome).toBe('unknown_event');
  });
});
