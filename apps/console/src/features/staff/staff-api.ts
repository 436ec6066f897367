import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateStaffRequest, StaffAccount, StaffRole } from '@fortuna/contracts';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

export const STAFF_KEY = ['console', 'staff'] as const;

export function useStaffList() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: ({ signal }) => call(consoleRoutes.staffList, {}, signal) });
}

/** What an owner may do to an account; each carries the reason the audit log keeps. */
export type StaffAction =
  | { kind: 'disable' | 'enable' | 'resetTotp'; reason: string }
  | { kind: 'role'; role: StaffRole; reason: string }
  | { kind: 'allowList'; allowList: string[]; reason: string };

function run(id: number, action: StaffAction): Promise<StaffAccount> {
  const params = { id };
  const { reason } = action;
  switch (action.kind) {
    case 'disable':
      return call(consoleRoutes.disableStaff, { params, body: { reason } });
    case 'enable':
      return call(consoleRoutes.enableStaff, { params, body: { reason } });
    case 'resetTotp':
      return call(consoleRoutes.resetStaffTotp, { params, body: { reason } });
    case 'role':
      return call(consoleRoutes.setStaffRole, { params, body: { role: action.role, reason } });
    case 'allowList':
      return call(consoleRoutes.setStaffAllowList, { params, body: { allowList: action.allowList, reason } });
  }
}

/** Applies an action; the list shows the account as the server answered it. */
export function useStaffAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: StaffAction) => run(id, action),
    onSuccess: (account) => {
      queryClient.setQueryData<StaffAccount[]>(STAFF_KEY, (list) =>
        list?.map((row) => (row.id === account.id ? account : row)),
      );
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateStaffRequest>) => call(consoleRoutes.createStaff, { body }),
    onSuccess: (account) => {
      queryClient.setQueryData<StaffAccount[]>(STAFF_KEY, (list) => (list ? [...list, account] : list));
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}
