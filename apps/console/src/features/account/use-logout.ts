import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';
import { session } from '@/lib/session';

/** Sign out: the server ends the session; the token goes whatever it answers (offline, already ended). */
export function useLogout(onDone: () => void) {
  return useMutation({
    mutationFn: () => call(consoleRoutes.logout),
    onSettled: () => {
      session.clear();
      onDone();
    },
  });
}
