import { newToken } from '../ids.js';
import type { KybLinkView } from '../profiles/profile.js';
import type { BusinessCustomerRepository, BusinessCustomerRow, KybLinkRow } from '../repositories/business-customers.js';

/** Issues and shows the single-use hosted KYB links of business customers. */
export class KybLinks {
  constructor(
    private readonly customers: BusinessCustomerRepository,
    private readonly ttlMs: number,
    private readonly baseUrl: () => string,
  ) {}

  issue(customerId: string, nowMs: number): KybLinkRow {
    const link: KybLinkRow = {
      token: newToken(),
      customer_id: customerId,
      expires_at: new Date(nowMs + this.ttlMs).toISOString(),
      used_at: null,
      created_at: new Date(nowMs).toISOString(),
    };
    this.customers.insertLink(link);
    return link;
  }

  url(link: KybLinkRow): string {
    return `${this.baseUrl()}/kyb/${link.token}`;
  }

  view(link: KybLinkRow): KybLinkView {
    return { url: this.url(link), expires_at: link.expires_at };
  }

  /** Whether the customer is at a step where the hosted form is the next thing to do. */
  static awaitsSubmission(customer: BusinessCustomerRow): boolean {
    return customer.status === 'pending' || customer.status === 'more_info';
  }

  /** The customer's open link, a fresh one when the last has expired; null when no form is awaited. */
  currentOrFresh(customer: BusinessCustomerRow, nowMs: number): KybLinkRow | null {
    if (!KybLinks.awaitsSubmission(customer)) return null;
    const latest = this.customers.latestLink(customer.id);
    if (latest && latest.used_at === null && Date.parse(latest.expires_at) > nowMs) return latest;
    return this.issue(customer.id, nowMs);
  }

  /** The customer as GET /v2/business_customer/{id} and the webhooks show it. */
  customerRecord(customer: BusinessCustomerRow, link: KybLinkRow | null) {
    return {
      customer_id: customer.id,
      business_name: customer.business_name,
      business_email: customer.business_email,
      phone_number: customer.phone_number,
      registered_address: customer.registered_address,
      registered_country: customer.registered_country,
      verification_status: customer.status,
      kyb_link: link ? this.url(link) : null,
      link_expires_at: link ? link.expires_at : null,
      created_at: customer.created_at,
    };
  }
}
