/**
 * The one list of roles, weakest first: the database enum, the endpoint wrapper, the session, the
 * API's user type and the user:create script all read it. Isomorphic (islands show roles too).
 */
export const ROLES = ['customer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = Exclude<Role, 'customer'>;

/** Whether a user holds at least `role` (an admin may do what an editor may). */
export const hasRole = (user: { role: Role }, role: Role) => ROLES.indexOf(user.role) >= ROLES.indexOf(role);
