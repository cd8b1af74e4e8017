/**
 * The contact and address fields of a shop form as it holds them (checkout, trial pack): named as
 * the API names them, all text, empty to start.
 */
export const EMPTY_ADDRESS_FORM = {
  email: '',
  first_name: '',
  last_name: '',
  postcode: '',
  house_number: '',
  addition: '',
  street: '',
  city: '',
};
export type AddressForm = typeof EMPTY_ADDRESS_FORM;
