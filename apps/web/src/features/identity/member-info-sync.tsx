import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session-store';
import { applyMemberInfo, memberInfoQuery } from './member-info';

/**
 * Keeps the stored member info current while a session exists (mounted with it, loaded on
 * demand): a new token loads its member; a refused token ends the session (API client, 401).
 */
export function MemberInfoSync() {
  const token = useSessionStore((s) => s.token);
  const info = useQuery({ ...memberInfoQuery(token ?? ''), enabled: Boolean(token) });
  useEffect(() => {
    if (token && info.data) applyMemberInfo(token, info.data);
  }, [token, info.data]);
  return null;
}
