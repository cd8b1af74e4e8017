import { describe, expect, it } from 'vitest';
import { isValidGtin } from './gtin';

describe('isValidGtin', () => {
  it('accepts EAN-13, EAN-8, UPC-A and GTIN-14 codes with the right check digit', () => {
    for (const code of ['8710398527455', '4006381333931', '96385074', '036000291452', '10614141000415']) {
      expect(isValidGtin(code), code).toBe(true);
    }
  });

  it('refuses a wrong check digit, other lengths and anything but digits', () => {
    for (const code of ['8710398527456', '871039852745', '12345', '87103985274a5', '']) {
      expect(isValidGtin(code), code).toBe(false);
    }
  });
});
