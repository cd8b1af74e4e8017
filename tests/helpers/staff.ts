import { $authToken } from '~/features/account/auth.store';
import type { Role } from '~/lib/roles';
import { fakeApi } from './fake-api';

/**
 * A logged-in staff member for a staff island: the token in storage and GET /api/user answering
 * with the role, so AdminShell lets the screen render. Other calls go through the mocked actions.
 */
export function asStaff(role: Role = 'admin', routes: Parameters<typeof fakeApi>[0] = {}) {
  $authToken.set('staff-token');
  return fakeApi({
    'GET /api/user': {
      json: { id: 2, email: 'beheer@zorgzaam.example', first_name: 'B', last_name: 'H', role },
    },
    ...routes,
  });
}
