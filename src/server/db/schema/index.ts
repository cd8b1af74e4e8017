export * from './catalog';
export * from './content';
export * from './invoices';
export * from './orders';
export * from './stats';
export * from './users';
export * from './discounts';
