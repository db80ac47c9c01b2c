import { describe, expect, it } from 'vitest';
import { deliveryKey, documentedDataSet, readDelivery } from '../../src/status/ingest/webhook-delivery.js';

const documentedPayload = {
  transaction_id: '645c329afc3ac414bf70f9a1',
  business: { business_id: '0847363729' },
  type: 'Buy',
  reference: '0984938271',
  amount: '25639.55',
  status: 'COMPLETED',
  date_created: 'May 11, 2023',
};

describe('reading a webhook delivery', () => {
  it('routes the documented transaction request to the ESP transaction it names, its status spelt as the state machine does', () => {
    const reading = readDelivery({ event: 'bridge.events.transaction_request.updated', payload: documentedPayload });
    expect(reading).toMatchObject({
      outcome: 'routed',
      delivery: { event: 'bridge.events.transaction_request.updated', eventId: undefined, dataSet: undefined, business: '0847363729' },
      target: { kind: 'esp_transaction', id: '645c329afc3ac414bf70f9a1', status: 'Completed' },
    });
  });

  it('reads the contract envelope with its id and data set', () => {
    const reading = readDelivery({ id: 'evt_1', event: 'transaction_status_updated', created_at: 'now', livemode: true, payload: { transaction_id: 't1', transaction_status: 'Processing' } });
    expect(reading).toMatchObject({ outcome: 'routed', delivery: { eventId: 'evt_1', dataSet: 'live', business: undefined }, target: { kind: 'offramp', status: 'processing' } });
  });

  it('keeps authentic deliveries it cannot route apart from bodies that are no webhook', () => {
    expect(readDelivery({ event: 'payout_rerouted', payload: {} })).toMatchObject({ outcome: 'unrouted', reason: 'unknown event' });
    expect(readDelivery({ event: 'banking_details_received', payload: { account_number: '1' } })).toMatchObject({ outcome: 'unrouted' });
    expect(readDelivery({ event: 'transaction_status_updated', payload: { transaction_id: 't', status: 'Payment received' } })).toMatchObject({ outcome: 'unrouted' });
    expect(readDelivery({ event: 'bridge.events.transaction_request.successful', payload: { transaction_id: 't' } })).toMatchObject({ outcome: 'unrouted' });
    for (const body of [{ payload: {} }, { event: 'transaction_status_updated' }, { event: 42, payload: {} }, [], 'x', null]) {
      expect(readDelivery(body).outcome).toBe('invalid');
    }
  });

  it('names a documented delivery by resource, status and content, whatever the order of its keys', () => {
    const a = readDelivery({ event: 'transaction_status_updated', payload: { transaction_id: 't', transaction_status: 'pending', amount: '1' } });
    const b = readDelivery({ payload: { amount: '1', transaction_status: 'pending', transaction_id: 't' }, event: 'transaction_status_updated' });
    const c = readDelivery({ event: 'transaction_status_updated', payload: { transaction_id: 't', transaction_status: 'pending', amount: '2' } });
    if (a.outcome !== 'routed' || b.outcome !== 'routed' || c.outcome !== 'routed') throw new Error('not routed');
    expect(deliveryKey(a.delivery, a.target)).toBe(deliveryKey(b.delivery, b.target));
    expect(deliveryKey(a.delivery, a.target)).toMatch(/^content:offramp:t:pending:[0-9a-f]{64}$/);
    expect(deliveryKey(c.delivery, c.target)).not.toBe(deliveryKey(a.delivery, a.target));
  });

  it('places a documented delivery in the data set its resource was recorded under, live when none or ambiguous with live', () => {
    expect(documentedDataSet([])).toBe('live');
    expect(documentedDataSet(['test'])).toBe('test');
    expect(documentedDataSet(['test', 'live'])).toBe('live');
    expect(documentedDataSet(['live', 'live'])).toBe('live');
  });
});
