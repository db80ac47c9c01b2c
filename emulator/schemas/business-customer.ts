import type { z } from 'zod';
import { isValidCountryCode, isValidE164Phone, isValidEmail } from '../../src/domain/contact.js';
import { NAME_MAX_LENGTH, checkedText, requiredText } from '../../src/domain/text-fields.js';
import { requestBody } from './fields.js';

const ADDRESS_MAX_LENGTH = 500;

export const businessCustomerSchema = requestBody({
  business_name: requiredText(NAME_MAX_LENGTH),
  business_email: checkedText(isValidEmail, 'must be an e-mail address'),
  phone_number: checkedText(isValidE164Phone, 'must be an E.164 phone number such as +2348012345678'),
  registered_address: requiredText(ADDRESS_MAX_LENGTH),
  registered_country: checkedText(isValidCountryCode, 'must be an ISO 3166-1 alpha-2 country code such as NG'),
});
export type BusinessCustomerRequest = z.output<typeof businessCustomerSchema>;
