import { Router } from 'express';
import { z } from 'zod';
import { RESOURCE_KINDS, isProviderStatus } from '../../src/domain/state-machines.js';
import type { EmulatorContext } from '../context.js';
import { ApiError, notFound } from '../http/api-error.js';
import { dataSetOf, requireTestKey } from '../http/auth.js';
import { faultSettingsSchema } from '../http/faults.js';
import { parseOrThrow } from '../http/validation.js';
import { deliveryRecord } from '../repositories/webhook-outbox.js';
import { createManyEspTransactions } from './esp-ramps.js';

const transitionSchema = z
  .object({
    resource: z.enum(RESOURCE_KINDS),
    id: z.string().min(1),
    to: z.string().min(1),
  })
  .refine((t) => isProviderStatus(t.resource, t.to), {
    path: ['to'],
    error: 'is not a status of this resource',
  });

const webhookTargetSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  secret: z.string().min(1).max(256),
  legacySecretHeader: z.boolean().optional(),
});

const accountSchema = z.object({ active: z.boolean() });

const manyEspSchema = z.object({ count: z.int().min(1).max(5_000) });

/**
 * The emulator's control API (`/_emulator/…`, test key only): lets tests and
 * demos force transitions, point webhooks somewhere (unless an embedding process reserved
 * the target), inspect and re-send
 * deliveries, inject faults and reset. The gateway never depends on it.
 */
export function controlRouter(ctx: EmulatorContext): Router {
  const router = Router();
  router.use(requireTestKey);

  router.post('/transitions', (req, res) => {
    const { resource, id, to } = parseOrThrow(transitionSchema, req.body);
    res.json(ctx.lifecycle.transition(resource, id, to, dataSetOf(res)));
  });

  router.post('/brl_tickets/:id/pay', (req, res) => {
    res.json(ctx.lifecycle.transition('brl_ticket', req.params.id, 'paid', dataSetOf(res)));
  });

  router.post('/onramps/:id/banking_details', (req, res) => {
    res.json(ctx.lifecycle.sendBankingDetails(req.params.id, dataSetOf(res)));
  });

  router.post('/esp_transactions', (req, res) => {
    const { count } = parseOrThrow(manyEspSchema, req.body);
    res.json({ ids: createManyEspTransactions(ctx, dataSetOf(res), count) });
  });

  router.put('/webhook', (req, res) => {
    const target = parseOrThrow(webhookTargetSchema, req.body);
    const holder = ctx.webhookTargetHolder();
    if (holder !== null) {
      throw new ApiError(
        409,
        'WEBHOOK_TARGET_RESERVED',
        `This emulator delivers its webhooks to ${holder}; replacing that target would stop its live statuses. ` +
          'See deliveries with GET /_emulator/deliveries, or run a standalone emulator (npm run emulator) to point its webhooks elsewhere.',
      );
    }
    ctx.businesses.setWebhookTarget(dataSetOf(res).businessId, target);
    ctx.committed();
    res.json({ url: target.url });
  });

  router.get('/deliveries', (_req, res) => {
    res.json({ deliveries: ctx.outbox.forBusiness(dataSetOf(res).businessId).map(deliveryRecord) });
  });

  router.post('/deliveries/:id/resend', (req, res) => {
    const row = ctx.outbox.byId(req.params.id);
    if (!row || row.business_id !== dataSetOf(res).businessId) throw notFound('Delivery');
    ctx.outbox.requeue(row.id, ctx.now());
    ctx.committed();
    res.json(deliveryRecord(ctx.outbox.byId(row.id)!));
  });

  router.put('/faults', (req, res) => {
    ctx.faults.set(parseOrThrow(faultSettingsSchema, req.body));
    res.json({ faults: ctx.faults.current() });
  });

  router.delete('/faults', (_req, res) => {
    ctx.faults.clear();
    res.json({ faults: ctx.faults.current() });
  });

  router.get('/requests', (_req, res) => {
    res.json({ requests: ctx.requestLog.entries() });
  });

  router.delete('/requests', (_req, res) => {
    ctx.requestLog.clear();
    res.json({ requests: [] });
  });

  router.put('/account', (req, res) => {
    const { active } = parseOrThrow(accountSchema, req.body);
    ctx.businesses.setActive(dataSetOf(res).businessId, active);
    res.json({ active });
  });

  router.post('/reset', (_req, res) => {
    ctx.reset();
    res.json({ reset: true });
  });

  router.use((req) => {
    throw notFound(`${req.method} /_emulator${req.path}`);
  });
  return router;
}
