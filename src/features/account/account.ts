/** The logged-in user as GET /api/user and POST /api/login answer it. */
export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: 'customer' | 'editor' | 'admin';
}
