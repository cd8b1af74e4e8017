/**
 * The one list of roles, weakest first: the endpoint wrapper, the session, the API's user type and
 * the user:create script read it; the database enum repeats it, checked by the compiler
 * (src/server/db/schema/users.ts). Isomorphic (islands show roles too).
 */
export const ROLES = ['customer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = Exclude<Role, 'customer'>;

/** Whether a user holds at least `role` (an admin may do what an editor may). */
export const hasRole = (user: { role: Role }, role: Role) => ROLES.indexOf(user.role) >= ROLES.indexOf(role);
