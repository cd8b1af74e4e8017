export * from './catalog';
export * from './content';
export * from './orders';
export * from './stats';
export * from './users';
