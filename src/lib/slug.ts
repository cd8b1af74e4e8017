/** A readable slug from a title or name: 'Over ons & meer' -> 'over-ons-meer'; accents dropped. */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength);
}
