import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { client, offrampBody, startTestEmulator } from './harness.js';

let emu: RunningEmulator;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  emu = await startTestEmulator();
  api = client(emu);
});
afterAll(async () => {
  await emu.close();
});

describe('GET /otc/offramp/:transactionId [ours]', () => {
  it('answers the creation’s record with its current status', async () => {
    const created = await api('POST', '/otc/offramp', offrampBody({ amount: '120' }));
    const id: string = created.body.data.transaction_id;

    const first = await api('GET', `/otc/offramp/${id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 'TXN_RETRIEVED', status: 'Success', message: expect.any(String) });
    expect(first.body.data).toEqual(created.body.data);

    await api('POST', '/_emulator/transitions', { resource: 'offramp', id, to: 'processing' });
    const moved = await api('GET', `/otc/offramp/${id}`);
    expect(moved.body.data).toEqual({ ...created.body.data, transaction_status: 'processing' });
  });

  it('is 404 for an id of the other data set, an unknown id, and 401 without a key', async () => {
    const created = await api('POST', '/otc/offramp', offrampBody());
    const id: string = created.body.data.transaction_id;

    const live = await client(emu, emu.liveKey)('GET', `/otc/offramp/${id}`);
    expect(live.status).toBe(404);
    expect(live.body.code).toBe('NOT_FOUND');
    expect(JSON.stringify(live.body)).not.toContain(id.slice(4));

    const unknown = await api('GET', '/otc/offramp/otc_does_not_exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');

    expect((await client(emu, null)('GET', `/otc/offramp/${id}`)).status).toBe(401);
  });

  it('is logged in the request log like every provider call', async () => {
    await api('DELETE', '/_emulator/requests');
    await api('GET', '/otc/offramp/otc_missing');
    const log = await api('GET', '/_emulator/requests');
    expect(log.body.requests).toEqual([expect.objectContaining({ method: 'GET', path: '/otc/offramp/otc_missing', status: 404, key: 'test' })]);
  });
});
