import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { client, customerBody, startTestEmulator, waitFor } from './harness.js';

let emu: RunningEmulator;
let api: ReturnType<typeof client>;
let keyCounter = 0;
beforeAll(async () => {
  emu = await startTestEmulator({ delays: { kybReviewMs: 200 } });
  api = client(emu);
});
afterAll(async () => {
  await emu.close();
});

const createCustomer = async (overrides: Record<string, unknown> = {}) =>
  (await api('POST', '/v2/business_customer', customerBody(overrides), { 'idempotency-key': `kyb-${++keyCounter}` })).body as {
    customer_id: string;
    kyb_link: string;
  };

const submit = (link: string, fields: Record<string, string>) =>
  fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

const validForm = { registration_number: 'RC-123456', director_name: 'Ada Obi', incorporation_date: '2019-04-01' };
const statusOf = async (id: string) => (await api('GET', `/v2/business_customer/${id}`)).body.verification_status as string;

describe('the hosted KYB page', () => {
  it('serves a plain HTML form with the business name and stable field names', async () => {
    const customer = await createCustomer({ business_name: 'Zeta <Imports> & Co' });
    const res = await fetch(customer.kyb_link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('Zeta &lt;Imports&gt; &amp; Co');
    expect(html).toMatch(/<form method="post"/);
    for (const name of ['registration_number', 'director_name', 'incorporation_date', 'review_outcome']) {
      expect(html).toContain(`name="${name}"`);
      expect(html).toContain(`id="${name}"`);
    }
    expect(html).toContain('id="submit"');
    expect(html).not.toMatch(/<script/i);
  });

  it('moves the customer to in_review on submission, then to approved', async () => {
    const customer = await createCustomer();
    const res = await submit(customer.kyb_link, validForm);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('in review');
    expect(await statusOf(customer.customer_id)).toBe('in_review');
    await waitFor(async () => (await statusOf(customer.customer_id)) === 'approved');
  });

  it('reaches rejected when the reviewer outcome says so', async () => {
    const customer = await createCustomer();
    await submit(customer.kyb_link, { ...validForm, review_outcome: 'rejected' });
    await waitFor(async () => (await statusOf(customer.customer_id)) === 'rejected');
  });

  it('asks for more information with a fresh link, and a second submission goes back to review', async () => {
    const customer = await createCustomer();
    await submit(customer.kyb_link, { ...validForm, review_outcome: 'more_info' });
    await waitFor(async () => (await statusOf(customer.customer_id)) === 'more_info');
    const current = (await api('GET', `/v2/business_customer/${customer.customer_id}`)).body;
    expect(current.kyb_link).not.toBe(customer.kyb_link);
    expect((await fetch(customer.kyb_link)).status).toBe(410);
    expect((await submit(current.kyb_link, validForm)).status).toBe(200);
    expect(await statusOf(customer.customer_id)).toBe('in_review');
    await waitFor(async () => (await statusOf(customer.customer_id)) === 'approved');
  });

  it('re-renders the form with messages and 400 when a required field is missing, leaving the link usable', async () => {
    const customer = await createCustomer();
    const res = await submit(customer.kyb_link, { registration_number: '', director_name: 'Ada', review_outcome: 'approved' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('registration_number-error');
    expect(html).toContain('value="Ada"');
    expect(await statusOf(customer.customer_id)).toBe('pending');
    expect((await submit(customer.kyb_link, validForm)).status).toBe(200);
  });

  it('answers a second use with 410 and a readable page', async () => {
    const customer = await createCustomer();
    await submit(customer.kyb_link, validForm);
    for (const res of [await fetch(customer.kyb_link), await submit(customer.kyb_link, validForm)]) {
      expect(res.status).toBe(410);
      expect(res.headers.get('x-error-code')).toBe('LINK_USED');
      expect(await res.text()).toContain('already been used');
    }
  });

  it('answers 404 for a link that never existed', async () => {
    expect((await fetch(`${emu.url}/kyb/not-a-token`)).status).toBe(404);
  });
});

describe('an expired KYB link', () => {
  it('answers 410 LINK_EXPIRED, and GET customer hands out a fresh link while still pending', async () => {
    const short = await startTestEmulator({ delays: { kybLinkTtlMs: 60 } });
    try {
      const shortApi = client(short);
      const created = (await shortApi('POST', '/v2/business_customer', customerBody(), { 'idempotency-key': 'exp-1' })).body;
      await new Promise((resolve) => setTimeout(resolve, 100));
      const late = await fetch(created.kyb_link);
      expect(late.status).toBe(410);
      expect(late.headers.get('x-error-code')).toBe('LINK_EXPIRED');
      expect(await late.text()).toContain('expired');
      expect((await submit(created.kyb_link, validForm)).status).toBe(410);
      const current = (await shortApi('GET', `/v2/business_customer/${created.customer_id}`)).body;
      expect(current.verification_status).toBe('pending');
      expect(current.kyb_link).not.toBe(created.kyb_link);
      expect(Date.parse(current.link_expires_at)).toBeGreaterThan(Date.now());
      expect((await fetch(current.kyb_link)).status).toBe(200);
    } finally {
      await short.close();
    }
  });
});
