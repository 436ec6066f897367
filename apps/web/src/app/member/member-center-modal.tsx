import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AVAILABLE_MEMBER_PAGES, memberPageHref, type MemberPage } from '@/lib/route-rules';
import { Modal } from '@/components/ui/modal';
import {
  CheckBadgeIcon,
  ChevronRightIcon,
  ClockIcon,
  CrownIcon,
  GiftIcon,
  InboxIcon,
  RefreshIcon,
  ShieldIcon,
  TicketIcon,
  UsersIcon,
  WalletIcon,
  WithdrawIcon,
} from '@/components/ui/icons';
import { balanceQuery } from '@/features/cashier/wallet-api';
import { formatAmount } from '@fortuna/contracts/money-format';
import { closeModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { memberIconQuery } from '@/features/member/account-api';
import { UnreadBadge, useUnreadCount } from './member-nav';
import './member-center.css';

const PAGE_ICON: Record<MemberPage, ReactNode> = {
  securityCenter: <ShieldIcon />,
  transferFund: <RefreshIcon />,
  depositv2: <WalletIcon />,
  withdraw: <WithdrawIcon />,
  transferUpline: <UsersIcon />,
  personalHistoryCopy: <TicketIcon />,
  transactionHistory: <ClockIcon />,
  personalProfit: <CheckBadgeIcon />,
  bonusDetails: <GiftIcon />,
  rewardCenter: <GiftIcon />,
  referral: <UsersIcon />,
  missionLeaderboard: <CrownIcon />,
  messageV2: <InboxIcon />,
  manualRebate: <RefreshIcon />,
};

/**
 * The member centre as a popup (spec §2 modals "member centre"), opened from the avatar menu:
 * who is signed in with the balance, and the same navigation as /member — the pages that exist,
 * with the unread badges. An entry opens its page in the member centre and closes the popup.
 * Opened through the member guard: a visitor gets the login popup, a trial account
 * in_need_true_account (spec §6: the member centre is for type ≠ 4).
 */
export default function MemberCenterModal() {
  const { t, i18n } = useTranslation();
  const { nickname, account, customerId } = useSessionStore();
  const balance = useQuery(balanceQuery).data;
  const icon = useQuery(memberIconQuery).data;
  const unread = useUnreadCount();
  const close = () => closeModal('memberCenter');

  return (
    <Modal name="memberCenter" title={t('member.title')} onClose={close} size="md">
      <div className="member-modal" data-testid="member-center-modal">
        <section className="member-modal__card" aria-label={t('wallet:memberCentre.summary')}>
          {icon ? (
            <img className="member-modal__avatar" src={icon.iconUrl} alt="" width={56} height={56} />
          ) : (
            <span className="member-modal__avatar member-modal__avatar--empty" aria-hidden="true" />
          )}
          <div className="member-modal__who">
            <strong data-testid="member-modal-name">{nickname ?? account}</strong>
            <span>{account}</span>
            {customerId ? <span>{t('wallet:memberCentre.userId', { id: customerId })}</span> : null}
          </div>
          <div className="member-modal__balance">
            <span>{t('wallet:balance.label')}</span>
            <strong data-testid="member-modal-balance">
              {balance ? `${balance.currencySymbol}${formatAmount(balance.balance, i18n.language)}` : '…'}
            </strong>
          </div>
        </section>
        <nav aria-label={t('member.title')}>
          <ul className="member-modal__pages">
            {AVAILABLE_MEMBER_PAGES.map((page) => (
              <li key={page}>
                <Link to={memberPageHref(page)} className="member-modal__page" onClick={close} data-page={page}>
                  <span className="member-modal__page-icon" aria-hidden="true">
                    {PAGE_ICON[page]}
                  </span>
                  <span className="member-modal__page-label">{t(`member.page.${page}`)}</span>
                  <UnreadBadge page={page} count={unread(page)} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/member" className="member-modal__all" onClick={close} data-testid="member-modal-all">
          {t('wallet:memberCentre.openCentre')}
          <ChevronRightIcon />
        </Link>
      </div>
    </Modal>
  );
}
