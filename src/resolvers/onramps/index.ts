import type { GatewayModule } from '../shared/gateway-module.js';
import { createOnramp } from './create-onramp.js';
import { onrampReader } from './reconcile.js';
import { onrampResolvers } from './resolvers.js';
import { uploadOnrampProofOfPayment } from './upload-proof-of-payment.js';

export const onrampsModule: GatewayModule = { resolvers: onrampResolvers, mutations: [createOnramp, uploadOnrampProofOfPayment], readers: [onrampReader] };
