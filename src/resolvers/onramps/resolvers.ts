import type { MutationResolvers, Resolvers } from '../../generated/graphql.js';
import { createOnramp } from './create-onramp.js';
import { uploadOnrampProofOfPayment } from './upload-proof-of-payment.js';

const Mutation: MutationResolvers = {
  createOnramp: createOnramp.resolve,
  uploadOnrampProofOfPayment: uploadOnrampProofOfPayment.resolve,
};

export const onrampResolvers: Resolvers = { Mutation };
