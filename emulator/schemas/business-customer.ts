import type { z } from 'zod';
import { isValidCountryCode, isValidE164Phone, isValidEmail } from '../../src/domain/contact.js';
import { NAME_MAX_LENGTH, checkedText, requiredText } from '../../src/domain/text-fields.js';
import { isAlpha3CountryCode } from '../profiles/country-alpha3.js';
import { requestBody } from './fields.js';

const ADDRESS_MAX_LENGTH = 500;

const fields = {
  business_name: requiredText(NAME_MAX_LENGTH),
  business_email: checkedText(isValidEmail, 'must be an e-mail address'),
  phone_number: checkedText(isValidE164Phone, 'must be an E.164 phone number such as +2348012345678'),
  registered_address: requiredText(ADDRESS_MAX_LENGTH),
};

export const businessCustomerSchema = requestBody({
  ...fields,
  registered_country: checkedText(isValidCountryCode, 'must be an ISO 3166-1 alpha-2 country code such as NG'),
});
export type BusinessCustomerRequest = z.output<typeof businessCustomerSchema>;

// A leading +, a country code not starting with 0, then digits that single spaces or hyphens may
// group, at most 15 digits in all: E.164 as docs/customers and reference/create-customer write it.
const DOCUMENTED_PHONE = /^\+[1-9](?:[ -]?\d){1,14}$/;

/** The request as the docs show it: alpha-3 countries (docs/customers) and grouped phone numbers. */
export const documentedBusinessCustomerSchema = requestBody({
  ...fields,
  phone_number: checkedText((text) => DOCUMENTED_PHONE.test(text), 'must be an international phone number such as +1-555-0123 or +49 30 1234567'),
  registered_country: checkedText(isAlpha3CountryCode, 'must be an ISO 3166-1 alpha-3 country code such as NGA'),
});
