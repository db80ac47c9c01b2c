import { Router, type Response } from 'express';
import { z } from 'zod';
import type { EmulatorContext } from '../context.js';
import { kybFormPage, kybGonePage, kybNotFoundPage, kybSubmittedPage, REVIEW_OUTCOMES, type KybFormValues } from '../kyb/page-html.js';
import { KybLinks } from '../kyb/links.js';
import type { BusinessCustomerRow, KybLinkRow } from '../repositories/business-customers.js';

const submissionSchema = z.object({
  registration_number: z.string().trim().min(1, 'Enter the company registration number').max(64, 'At most 64 characters'),
  director_name: z.string().trim().min(1, 'Enter the name of a director').max(140, 'At most 140 characters'),
  incorporation_date: z.union([z.literal(''), z.iso.date('Enter a date such as 2020-01-31')]),
  review_outcome: z.enum(REVIEW_OUTCOMES.map(([value]) => value) as ['approved', 'rejected', 'more_info'], 'Pick an outcome'),
});

type LinkState =
  | { kind: 'open'; link: KybLinkRow; customer: BusinessCustomerRow }
  | { kind: 'gone'; code: 'LINK_USED' | 'LINK_EXPIRED' }
  | { kind: 'unknown' };

/** GET and POST /kyb/:token: the hosted, single-use verification form. */
export function kybPageRouter(ctx: EmulatorContext): Router {
  const router = Router();

  const stateOf = (token: string): LinkState => {
    const link = ctx.customers.link(token);
    const customer = link && ctx.customers.byId(link.customer_id);
    if (!link || !customer) return { kind: 'unknown' };
    // A customer moved on by other means (the control API) no longer awaits this form.
    if (link.used_at !== null || !KybLinks.awaitsSubmission(customer)) return { kind: 'gone', code: 'LINK_USED' };
    if (Date.parse(link.expires_at) <= ctx.now()) return { kind: 'gone', code: 'LINK_EXPIRED' };
    return { kind: 'open', link, customer };
  };

  const answerClosed = (res: Response, state: Exclude<LinkState, { kind: 'open' }>) => {
    if (state.kind === 'unknown') res.status(404).type('html').send(kybNotFoundPage());
    else res.status(410).set('x-error-code', state.code).type('html').send(kybGonePage(state.code));
  };

  router.get('/:token', (req, res) => {
    const state = stateOf(req.params.token);
    if (state.kind !== 'open') return answerClosed(res, state);
    const empty: KybFormValues = { registration_number: '', director_name: '', incorporation_date: '', review_outcome: 'approved' };
    res.type('html').send(kybFormPage(state.customer.business_name, empty, {}));
  });

  router.post('/:token', (req, res) => {
    const state = stateOf(req.params.token);
    if (state.kind !== 'open') return answerClosed(res, state);
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const parsed = submissionSchema.safeParse({
      registration_number: raw.registration_number ?? '',
      director_name: raw.director_name ?? '',
      incorporation_date: raw.incorporation_date ?? '',
      review_outcome: raw.review_outcome ?? 'approved',
    });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      const values = Object.fromEntries(
        (['registration_number', 'director_name', 'incorporation_date', 'review_outcome'] as const).map((k) => [k, typeof raw[k] === 'string' ? raw[k] : '']),
      ) as unknown as KybFormValues;
      res.status(400).type('html').send(kybFormPage(state.customer.business_name, values, errors));
      return;
    }
    const { review_outcome: outcome, ...submission } = parsed.data;
    const accepted = ctx.db.transaction(() => {
      if (!ctx.customers.useLink(state.link.token, new Date(ctx.now()).toISOString())) return false;
      ctx.customers.recordSubmission(state.customer.id, submission, outcome);
      ctx.lifecycle.transition('business_customer', state.customer.id, 'in_review');
      return true;
    })();
    if (!accepted) return answerClosed(res, { kind: 'gone', code: 'LINK_USED' });
    res.type('html').send(kybSubmittedPage(state.customer.business_name));
  });

  return router;
}
