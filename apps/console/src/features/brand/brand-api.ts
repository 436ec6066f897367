import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

export const BRAND_KEY = ['console', 'brand'] as const;

export function useBrand() {
  return useQuery({ queryKey: BRAND_KEY, queryFn: ({ signal }) => call(consoleRoutes.brandSettings, {}, signal) });
}

/** A brand change (each carries its reason); the page reloads the settings as the server has them after. */
export function useBrandChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: BRAND_KEY });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}
