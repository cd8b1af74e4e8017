export * from './catalog';
export * from './content';
export * from './discounts';
export * from './invoices';
export * from './orders';
export * from './providers';
export * from './stats';
export * from './users';
