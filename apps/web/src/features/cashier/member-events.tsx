import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MemberEvent } from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { readEventStream } from '@/lib/event-stream';
import { publishMemberEvent } from '@/lib/member-event-bus';
import { loadMemberNamespaces } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { pushToast } from '@/stores/toast-store';
import { noticeValues } from './wallet-fns';

const MAX_RETRY_MS = 30_000;

/**
 * The live-update listener (spec §2: exists only when logged in). Balance pushes refetch the
 * header and cashier lists; notices refetch messages and show a toast. Reconnects with backoff.
 */
export function MemberEvents() {
  const token = useSessionStore((s) => s.token);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    // The members' texts (header balance, notices) come with the session.
    void loadMemberNamespaces();
    const controller = new AbortController();
    const onEvent = (event: MemberEvent) => {
      // A frame read after the session changed belongs to the last member: not shown.
      if (controller.signal.aborted || useSessionStore.getState().token !== token) return;
      publishMemberEvent(event);
      if (event.type === 'balance') {
        void queryClient.invalidateQueries({ queryKey: ['wallet'] });
        void queryClient.invalidateQueries({ queryKey: ['cashier'] });
      } else if (event.message) {
        void queryClient.invalidateQueries({ queryKey: ['messages'] });
        const { kind } = event.message;
        pushToast({
          tone:
            kind.endsWith('REJECTED') || kind.endsWith('FAILED') || kind.endsWith('LOCK')
              ? 'error'
              : kind === 'SECURITY_CHANGED'
                ? 'info'
                : 'success',
          messageKey: `wallet:notice.${kind}`,
          values: noticeValues(event.message.params),
        });
      }
    };
    void (async () => {
      let retryMs = 1_000;
      while (!controller.signal.aborted) {
        try {
          const res = await fetch(routes.messages.events.path, {
            headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
            signal: controller.signal,
          });
          // A finished session is handled by the API client on the next call; stop listening.
          if (res.status === 401 || res.status === 403) return;
          if (res.ok && res.body) {
            retryMs = 1_000;
            await readEventStream(res.body, (frame) => {
              try {
                onEvent(JSON.parse(frame.data) as MemberEvent);
              } catch {
                // A frame that is not ours is ignored.
              }
            });
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    })();
    return () => controller.abort();
  }, [token, queryClient]);

  return null;
}
