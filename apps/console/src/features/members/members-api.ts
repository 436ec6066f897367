import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberSearchKind } from '@fortuna/contracts/console-members';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

export type MemberSearch = {
  q?: string;
  kind: MemberSearchKind;
  sort: 'registeredAt' | 'lastLoginAt' | 'username';
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
};

const KEY = ['console', 'members'] as const;

export function useMemberSearch(query: MemberSearch) {
  return useQuery({
    queryKey: [...KEY, 'search', query],
    queryFn: ({ signal }) => call(consoleRoutes.memberSearch, { query }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMemberProfile(id: number) {
  return useQuery({
    queryKey: [...KEY, id, 'profile'],
    queryFn: ({ signal }) => call(consoleRoutes.memberProfile, { params: { id }, query: {} }, signal),
  });
}

/** The record tabs of a member and the call behind each (all paged, newest first). */
export const RECORDS = ['ledger', 'deposits', 'withdrawals', 'rounds', 'logins', 'notes'] as const;
export type RecordKind = (typeof RECORDS)[number];

function records(
  id: number,
  kind: RecordKind,
  query: { pageNo: number; pageSize: number },
  wallet?: string,
  signal?: AbortSignal,
) {
  const params = { id };
  switch (kind) {
    case 'ledger':
      return call(consoleRoutes.memberLedger, { params, query: { ...query, wallet } }, signal);
    case 'deposits':
      return call(consoleRoutes.memberDeposits, { params, query }, signal);
    case 'withdrawals':
      return call(consoleRoutes.memberWithdrawals, { params, query }, signal);
    case 'rounds':
      return call(consoleRoutes.memberRounds, { params, query }, signal);
    case 'logins':
      return call(consoleRoutes.memberLogins, { params, query }, signal);
    case 'notes':
      return call(consoleRoutes.memberNotes, { params, query }, signal);
  }
}

/** A page of records, whatever their kind (the grid's columns know each kind's fields). */
export type RecordPage = {
  list: Record<string, unknown>[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export function useMemberRecords(id: number, kind: RecordKind, pageNo: number, pageSize: number, wallet?: string) {
  return useQuery({
    queryKey: [...KEY, id, kind, pageNo, pageSize, wallet],
    queryFn: async ({ signal }): Promise<RecordPage> =>
      (await records(id, kind, { pageNo, pageSize }, wallet, signal)) as RecordPage,
    placeholderData: keepPreviousData,
  });
}

/** The actions on a member; each refreshes what it changes. */
export type MemberAction =
  | { kind: 'lock' | 'unlock' | 'forcePasswordReset'; reason: string }
  | { kind: 'note'; text: string }
  | { kind: 'message'; subject: string; text: string };

function run(id: number, action: MemberAction): Promise<unknown> {
  const params = { id };
  switch (action.kind) {
    case 'lock':
      return call(consoleRoutes.lockMember, { params, body: { reason: action.reason } });
    case 'unlock':
      return call(consoleRoutes.unlockMember, { params, body: { reason: action.reason } });
    case 'forcePasswordReset':
      return call(consoleRoutes.forceMemberPasswordReset, { params, body: { reason: action.reason } });
    case 'note':
      return call(consoleRoutes.addMemberNote, { params, body: { text: action.text } });
    case 'message':
      return call(consoleRoutes.sendMemberMessage, { params, body: { subject: action.subject, text: action.text } });
  }
}

export function useMemberAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MemberAction) => run(id, action),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...KEY, id] });
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'search'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}
