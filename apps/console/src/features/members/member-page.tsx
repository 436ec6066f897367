import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Empty, ErrorState, Loading } from '@/components/states';
import { errorText, isCode } from '@/lib/errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { can, useMe } from '@/lib/me';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { MemberActionDialog, type MemberActionKind } from './member-action-dialog';
import { statusTone } from './member-columns';
import { MemberRecords } from './member-records';
import { useMemberProfile } from './members-api';

/** One member: identity, bindings, wallets and upline; the actions the role may take; the records in tabs. */
export default function MemberPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: me } = useMe();
  const profile = useMemberProfile(id);
  const [acting, setActing] = useState<MemberActionKind | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  if (profile.isPending) return <Loading />;
  if (profile.isError)
    return isCode(profile.error, 'NOT_FOUND', 'VALIDATION_FAILED') ? (
      <Empty title={t('members.notFound')}>
        <Link to="/members">{t('members.back')}</Link>
      </Empty>
    ) : (
      <ErrorState message={errorText(t, profile.error)} onRetry={() => void profile.refetch()} />
    );
  const m = profile.data;
  const actions: MemberActionKind[] = [
    ...(can(me, 'members.lock') ? ([m.status === 'active' ? 'lock' : 'unlock', 'forcePasswordReset'] as const) : []),
    ...(can(me, 'messages.send') ? (['message'] as const) : []),
    'note',
  ];
  const fact = (label: string, value: string | null | undefined) => (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );

  return (
    <section className="page" aria-labelledby="member-title">
      <nav aria-label={t('members.breadcrumb')} className="breadcrumb">
        <Link to="/members">{t('nav.members')}</Link> / <span>{m.username}</span>
      </nav>
      <header className="page__head">
        <div className="title-row">
          <h1 id="member-title">{m.username}</h1>
          <Badge tone={statusTone(m.status)}>{t(`members.status.${m.status}`)}</Badge>
          <Badge>{t(`members.role.${m.role}`)}</Badge>
          {m.demo ? <Badge tone="warn">{t('members.demo')}</Badge> : null}
          {m.passwordResetRequired ? <Badge tone="warn">{t('members.resetRequired')}</Badge> : null}
          {m.loginLockedUntil ? (
            <Badge tone="warn">{t('members.loginLocked', { until: formatDateTime(m.loginLockedUntil) })}</Badge>
          ) : null}
        </div>
        <div className="page__tools">
          {can(me, 'balance.adjust') && !m.demo ? (
            <Button size="sm" variant="primary" onClick={() => setAdjusting(true)}>
              {t('adjust.action')}
            </Button>
          ) : null}
          {actions.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant={kind === 'lock' ? 'danger' : 'secondary'}
              onClick={() => setActing(kind)}
            >
              {t(`members.action.${kind}`)}
            </Button>
          ))}
        </div>
      </header>
      <div className="cards">
        <article className="card">
          <h2>{t('members.identity')}</h2>
          <dl className="facts">
            {fact('ID', String(m.id))}
            {fact(t('members.realName'), m.realName)}
            {fact(t('members.nickname'), m.nickname)}
            {fact(
              t('members.col.registered'),
              `${formatDateTime(m.registeredAt)}${m.registerIp ? ` · ${m.registerIp}` : ''}`,
            )}
            {fact(t('members.col.lastLogin'), formatDateTime(m.lastLoginAt))}
            {fact(t('members.invitationCode'), m.invitationCode)}
            {fact(t('members.upline'), m.upline.map((u) => u.username).join(' › '))}
          </dl>
        </article>
        <article className="card">
          <h2>{t('members.bindings')}</h2>
          <dl className="facts">
            {fact(t('members.mobile'), m.bindings.mobile)}
            {fact(t('members.email'), m.bindings.email)}
            {fact(t('members.authenticator'), m.bindings.authenticator ? t('members.yes') : t('members.no'))}
            {fact(t('members.withdrawPassword'), m.bindings.withdrawPassword ? t('members.yes') : t('members.no'))}
          </dl>
          {m.bindings.payoutAccounts.length > 0 ? (
            <ul className="plain-list">
              {m.bindings.payoutAccounts.map((a) => (
                <li key={a.id}>
                  <Badge>{a.kind}</Badge> {a.providerName} · {a.accountName} ·{' '}
                  <span className="mono">{a.accountNo}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </article>
        <article className="card">
          <h2>{t('members.wallets')}</h2>
          {m.wallets.length === 0 ? <p className="muted">{t('members.noWallets')}</p> : null}
          <dl className="facts">
            {m.wallets.map((w) => (
              <div key={w.wallet} className="facts__row">
                <dt>{w.wallet}</dt>
                <dd className="num mono" data-testid={`wallet-${w.wallet}`}>
                  {formatMoney(w.balance)}
                </dd>
              </div>
            ))}
          </dl>
        </article>
      </div>
      <MemberRecords id={m.id} wallets={m.wallets.map((w) => w.wallet)} />
      {adjusting ? <AdjustBalanceDialog id={m.id} username={m.username} onClose={() => setAdjusting(false)} /> : null}
      {acting ? (
        <MemberActionDialog id={m.id} username={m.username} kind={acting} onClose={() => setActing(null)} />
      ) : null}
    </section>
  );
}
