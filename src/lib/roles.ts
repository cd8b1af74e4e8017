/**
 * The one list of roles, weakest first: the endpoint wrapper, the session, the API's user type and
 * the user:create script read it; the database enum repeats it, checked by the compiler
 * (src/server/db/schema/users.ts). Isomorphic (islands show roles too).
 * editor: content, products, stock, shipping. order_handler (granted by the owner with
 * `npm run user:create -- --role order_handler`): also moves money (refunds, a return received,
 * cancelling a paid order). admin: everything, with statistics, accounting and discount codes.
 */
export const ROLES = ['customer', 'editor', 'order_handler', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = Exclude<Role, 'customer'>;

/** Whether a user holds at least `role` (an admin may do what an editor may). */
export const hasRole = (user: { role: Role }, role: Role) => ROLES.indexOf(user.role) >= ROLES.indexOf(role);
