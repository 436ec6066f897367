import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

export const JOBS_KEY = ['console', 'jobs'] as const;

export function useJobs() {
  return useQuery({
    queryKey: JOBS_KEY,
    queryFn: ({ signal }) => call(consoleRoutes.jobs, { query: {} }, signal),
    refetchInterval: 15_000,
  });
}

/** Runs a job's current period now, with the reason the audit log keeps; the grid reloads after. */
export function useRunJob(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call(consoleRoutes.runJob, { params: { name }, body: { reason } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

export function useSystem() {
  return useQuery({
    queryKey: ['console', 'system'],
    queryFn: ({ signal }) => call(consoleRoutes.system, { query: {} }, signal),
    refetchInterval: 30_000,
  });
}
