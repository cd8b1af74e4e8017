/**
 * A product barcode (EAN-8, UPC-A, EAN-13 or GTIN-14: 8, 12, 13 or 14 digits) whose last digit is
 * the GS1 check digit of the others. Search engines match products by it (JSON-LD `gtin`).
 */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  // From the right, the digits next to the check digit weigh 3, then 1, then 3...
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
