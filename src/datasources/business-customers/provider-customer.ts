// A business customer as the provider writes it, read tolerantly (docs/contract.md, "Business
// customers as the provider documents them"): the seed's shape (`customer_id`, `kyb_link`,
// `verification_status`, `link_expires_at`), the documented `/v2/customers` shape (`kyb_link_url`,
// `status`, `created_at`) and `/otc/business_customer`'s (`CustomerID`, `KYB_Link`) are all one
// customer. Only the id is required: an answer that names it proves the customer exists.
import { z } from 'zod';
import { isoDateTime } from '../provider-schemas.js';
import { isObject, matchingValue } from '../tolerant-fields.js';
import { countryCodeAlpha3, e164Phone } from '../../domain/contact.js';
import { VERIFICATION_STATUSES, type VerificationStatus } from '../../domain/state-machines.js';
import { parseTransactionDate } from '../../domain/transaction-date.js';

/** Text the provider may leave out, null or write as another type: a non-empty trimmed string, else absent. */
const text = z
  .unknown()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined))
  .optional();

const customerFields = z.object({
  customer_id: text,
  CustomerID: text,
  business_name: text,
  business_email: text,
  phone_number: text,
  registered_address: text,
  registered_country: text,
  verification_status: text,
  // The verification status in the documented shape; the seed's envelope word ("success") elsewhere.
  status: text,
  kyb_link: text,
  kyb_link_url: text,
  KYB_Link: text,
  link_expires_at: text,
});

/** An answer that wraps the customer in `data`, as the provider's enveloped answers do, is read from inside. */
function unwrapped(body: unknown): unknown {
  if (isObject(body) && body.customer_id === undefined && body.CustomerID === undefined && isObject(body.data)) return body.data;
  return body;
}

export type ReadVerificationStatus = VerificationStatus | 'unknown';

/**
 * The status in any case and with spaces or hyphens for underscores ("In Review" → in_review);
 * a value outside the documented set is UNKNOWN with its text kept. No status at all is
 * `whenAbsent`.
 */
export function readVerificationStatus(
  status: string | undefined,
  whenAbsent: ReadVerificationStatus,
): { verificationStatus: ReadVerificationStatus; verificationStatusRaw: string | null } {
  if (status === undefined) return { verificationStatus: whenAbsent, verificationStatusRaw: null };
  const value = matchingValue(VERIFICATION_STATUSES, status);
  return value !== undefined ? { verificationStatus: value, verificationStatusRaw: null } : { verificationStatus: 'unknown', verificationStatusRaw: status };
}

/** ISO 8601, or the provider's text form ("November 05, 2026 14:03:22", UTC); null for anything else. */
function providerDate(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const iso = isoDateTime.safeParse(value);
  return iso.success ? iso.data : parseTransactionDate(value);
}

/** A link the gateway can hand on: an absolute http(s) URL; anything else is no link. */
function link(value: string | undefined): string | null {
  return value !== undefined && z.url({ protocol: /^https?$/ }).safeParse(value).success ? value : null;
}

/**
 * One customer from any of the provider's answers. Contact fields it leaves out stay absent (live
 * status keeps what it knew); a country or phone it writes another way is kept in the gateway's
 * form (alpha-3, E.164) when it is one, as written otherwise.
 */
export const providerCustomer = z.preprocess(
  unwrapped,
  customerFields.transform((fields, ctx) => {
    const id = fields.customer_id ?? fields.CustomerID;
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message: 'no customer id (customer_id or CustomerID)' });
      return z.NEVER;
    }
    const country = fields.registered_country;
    const phone = fields.phone_number;
    return {
      id,
      name: fields.business_name,
      email: fields.business_email,
      phoneNumber: phone === undefined ? undefined : (e164Phone(phone) ?? phone),
      registeredAddress: fields.registered_address,
      registeredCountry: country === undefined ? undefined : (countryCodeAlpha3(country) ?? country),
      status: fields.verification_status ?? (fields.status !== undefined && fields.status.toLowerCase() !== 'success' ? fields.status : undefined),
      kybLink: link(fields.kyb_link ?? fields.kyb_link_url ?? fields.KYB_Link),
      kybLinkExpiresAt: providerDate(fields.link_expires_at),
    };
  }),
);

export type ProviderCustomer = z.output<typeof providerCustomer>;

/** The model of a customer the provider answered for; `whenAbsent` is the status an answer without one means. */
export function customerModel({ status, ...customer }: ProviderCustomer, whenAbsent: ReadVerificationStatus) {
  return { ...customer, ...readVerificationStatus(status, whenAbsent) };
}
