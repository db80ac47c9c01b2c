import express, { type Express } from 'express';
import type { EmulatorContext } from './context.js';
import { notFound } from './http/api-error.js';
import { authenticate } from './http/auth.js';
import { errorHandler } from './http/error-handler.js';
import { brlOnrampRouter } from './routes/brl-onramp.js';
import { brlWalletRouter } from './routes/brl-wallets.js';
import { businessCustomerRouter, CREATE_CUSTOMER_PATH } from './routes/business-customers.js';
import { controlRouter } from './routes/control.js';
import { espListingRouter } from './routes/esp-listing.js';
import { espRampRouter } from './routes/esp-ramps.js';
import { kybPageRouter } from './routes/kyb-page.js';
import { offrampRouter } from './routes/offramp.js';
import { onrampRouter } from './routes/onramp.js';
import { paymentProofRouter } from './routes/payment-proof.js';
import { rateQuoteRouter } from './routes/rate-quote.js';

export const BODY_LIMIT = '64kb';

/** The provider's REST API, the hosted KYB page and the emulator's control API, on one express app. */
export function createApp(ctx: EmulatorContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.use('/kyb', express.urlencoded({ extended: false, limit: BODY_LIMIT }), kybPageRouter(ctx));
  app.use('/_emulator', express.json({ limit: BODY_LIMIT }), authenticate(ctx.businesses, { allowInactive: true }), controlRouter(ctx));

  const provider = express.Router();
  provider.use((req, _res, next) => next(isProviderPath(req.path) ? undefined : 'router'));
  provider.use(ctx.requestLog.middleware());
  provider.use(authenticate(ctx.businesses));
  provider.use(ctx.faults.middleware([CREATE_CUSTOMER_PATH], ctx.profile.errorBody));
  provider.use(express.json({ limit: BODY_LIMIT }));
  provider.use(rateQuoteRouter(ctx));
  provider.use(offrampRouter(ctx));
  provider.use(onrampRouter(ctx));
  provider.use(espRampRouter(ctx));
  provider.use(espListingRouter(ctx));
  provider.use(brlOnrampRouter(ctx));
  provider.use(brlWalletRouter(ctx));
  provider.use(paymentProofRouter(ctx));
  provider.use(businessCustomerRouter(ctx));
  app.use(provider);

  app.use((req, _res) => {
    throw notFound(`${req.method} ${req.path}`);
  });
  app.use(errorHandler(ctx.profile));
  return app;
}

// Paths of the provider's API; anything else is 404 whatever the key.
const PROVIDER_PREFIXES = ['/otc/', '/transactions/v2/', '/v2/business_customer'];

function isProviderPath(path: string): boolean {
  return PROVIDER_PREFIXES.some((prefix) => path.startsWith(prefix));
}
