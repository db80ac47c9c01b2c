// Every check of a createBusinessCustomer input, all problems reported at once: the contact
// fields come as text from a form and are checked here, each at its own path.

import type { BusinessCustomerRequest } from './endpoints.js';
import type { CreateBusinessCustomerInput } from '../../generated/graphql.js';
import { checkCountry, checkEmail, checkPhone, checkRequired, type UserErrors } from '../../shared/user-errors.js';

export function validateBusinessCustomer(input: CreateBusinessCustomerInput, errors: UserErrors): BusinessCustomerRequest | undefined {
  const businessName = checkRequired(errors, ['input', 'name'], input.name);
  const email = checkEmail(errors, ['input', 'email'], input.email);
  const phone = checkPhone(errors, ['input', 'phoneNumber'], input.phoneNumber);
  const address = checkRequired(errors, ['input', 'registeredAddress'], input.registeredAddress);
  const country = checkCountry(errors, ['input', 'registeredCountry'], input.registeredCountry);
  if (email === undefined || phone === undefined || country === undefined) return undefined;
  return {
    business_name: businessName,
    business_email: email,
    phone_number: phone,
    registered_address: address,
    registered_country: country,
  };
}
