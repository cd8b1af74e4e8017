// CSV export: semicolons and decimal commas, the way Dutch spreadsheet programs read it.

/** Cents as '12,95' for a spreadsheet cell. */
export function csvAmount(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * One CSV cell: quoted when it needs to be, and defused when it starts like a
 * formula (=, +, -, @), so a customer's name cannot run code in a spreadsheet.
 */
export function csvCell(value: string): string {
  // A negative amount ('-12,95', a refund) is a number to a spreadsheet, not a formula.
  const formulaLike = /^[=+\-@\t\r]/.test(value) && !/^-\d+(,\d+)?$/.test(value);
  const safe = formulaLike ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: string[][]): string {
  // The byte order mark makes Excel read the file as UTF-8 (é, ë in names).
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
