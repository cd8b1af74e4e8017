import type { ReactNode } from 'react';

/** One column heading of a staff table; `numeric` columns (amounts, counts) align right. */
export interface StaffColumn {
  label: string;
  numeric?: boolean;
  /** Read by screen readers only (a column of buttons needs no visible heading). */
  labelHidden?: boolean;
}

/** The cells of a staff table's rows, so every screen's rows line up the same. */
export const staffCell = 'px-4 py-3';
export const staffNumericCell = 'px-4 py-3 text-right tabular-nums';
export const staffRow = 'border-t border-surface-line';
/**
 * A column heading breaks between words only ('Aantal', not 'Aant-al'): the box scrolls sideways
 * instead. Text in the cells keeps the shop's rule that long words may break.
 */
const wholeWords = '[overflow-wrap:normal] [hyphens:manual]';

/**
 * The one table of the staff screens (orders, accounting, stock, products, discounts, the order
 * page's lines, statistics, the outbox): a white rounded box that scrolls sideways on a phone,
 * column headings on a soft band, the caption for screen readers unless shown. Inside a panel
 * that is already a white box (`framed={false}`) only the sideways scroll stays, and a shown
 * caption is the table's small heading. With `label` the box is a focusable region, so a
 * keyboard can scroll it too. While `busy` (a new page loading) the old rows stay, dimmed.
 */
export default function StaffTable(props: {
  caption?: string;
  captionShown?: boolean;
  columns: StaffColumn[];
  /** A Tailwind min-width (min-w-[52rem]): below it the box scrolls instead of squeezing columns. */
  minWidth?: string;
  busy?: boolean;
  /** False inside a panel: no box of its own. */
  framed?: boolean;
  label?: string;
  /** Said in the table's one row when there are no rows (a filter that finds nothing). */
  emptyText?: string;
  children: ReactNode;
  foot?: ReactNode;
}) {
  const framed = props.framed ?? true;
  const box = `overflow-x-auto ${framed ? 'rounded-2xl border border-surface-line bg-white' : ''} ${props.busy ? 'opacity-60' : ''}`;
  const shownCaption = framed
    ? 'p-4 text-left text-base text-ink-soft'
    : 'pb-2 text-left text-lg font-semibold';
  const table = (
    <table className={`w-full text-left text-base ${props.minWidth ?? ''}`}>
      {props.caption && (
        <caption className={props.captionShown ? shownCaption : 'sr-only'}>{props.caption}</caption>
      )}
      <thead className="bg-surface-soft">
        <tr>
          {props.columns.map((column, index) => (
            <th
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed places
              key={index}
              scope="col"
              className={`${column.numeric ? staffNumericCell : staffCell} ${wholeWords}`}
            >
              {column.labelHidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.emptyText && (
          <tr>
            <td colSpan={props.columns.length} className="px-4 py-4 text-lg">
              {props.emptyText}
            </td>
          </tr>
        )}
        {props.children}
      </tbody>
      {props.foot && <tfoot>{props.foot}</tfoot>}
    </table>
  );
  return props.label ? (
    <section
      aria-label={props.label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className={`relative ${box} focus-ring`}
    >
      {table}
    </section>
  ) : (
    <div className={box}>{table}</div>
  );
}
