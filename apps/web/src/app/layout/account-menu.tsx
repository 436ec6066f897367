import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isMemberPageAvailable, memberPageHref, type MemberPage } from '@/lib/route-rules';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { useDropdown } from '@/components/ui/use-dropdown';
import { openCustomerService, useCustomerService } from '@/lib/customer-service';
import { confirmSignOut, requireMember } from '@/features/identity/session';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

/** Avatar-menu pages in spec §2 order; each shows once its page exists (no dead links). */
const MENU_PAGES: readonly MemberPage[] = ['securityCenter', 'personalHistoryCopy', 'messageV2'];
const CASH_PAGES: readonly MemberPage[] = ['depositv2', 'withdraw'];

/** The mark of a trial account (demo money, no member actions). */
function TrialBadge() {
  const { t } = useTranslation();
  return <small className="account-menu__badge">{t('auth.trialBadge')}</small>;
}

/** The avatar menu's entries: member centre, the member pages, customer service, agent centre, sign out. */
function AccountMenuList({
  menuId,
  onClose,
  goMember,
}: {
  menuId: string;
  onClose: () => void;
  goMember: (page: MemberPage) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAgent = useSessionStore((s) => s.isAgent);
  const channels = useCustomerService();
  const { isTrial, account, nickname } = useSessionStore();
  return (
    <ul className="account-menu__list" id={menuId} onClick={onClose} data-testid="account-list">
      {/* Who is signed in, in words: a phone's header shows the avatar only. */}
      <li className="account-menu__who" data-testid="account-who">
        <span className="account-menu__who-name">{account ?? nickname}</span>
        {isTrial ? <TrialBadge /> : null}
      </li>
      <li>
        <button
          type="button"
          onClick={() => requireMember(() => openModal('memberCenter'))}
          data-testid="account-memberCenter"
        >
          {t('member.title')}
        </button>
      </li>
      {MENU_PAGES.filter(isMemberPageAvailable).map((page) => (
        <li key={page}>
          <button type="button" onClick={() => goMember(page)} data-testid={`account-${page}`}>
            {t(`member.page.${page}`)}
          </button>
        </li>
      ))}
      <li>
        <button type="button" onClick={() => openCustomerService(channels[0])}>
          {t('customerService.title')}
        </button>
      </li>
      {isAgent ? (
        <li>
          <button type="button" onClick={() => void navigate('/agentHome')} data-testid="account-agent">
            {t('agent.entry')}
          </button>
        </li>
      ) : null}
      <li>
        <button
          type="button"
          onClick={() => confirmSignOut((to) => navigate(to, { flushSync: true }))}
          data-testid="sign-out"
        >
          {t('auth.signOut')}
        </button>
      </li>
    </ul>
  );
}

/**
 * Logged-in header part (spec §2): deposit and withdraw, and the avatar menu. Member pages go
 * through the one guard (a trial account is asked to register). Balance comes with the wallet issue.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, setOpen, rootRef, menuId, triggerProps } = useDropdown();
  const { isTrial, nickname, account } = useSessionStore();
  const shown = nickname ?? account ?? t('member.title');
  // The button's name carries the username (the avatar alone on a phone) and says a trial is one.
  const label = t(isTrial ? 'nav.accountMenuTrial' : 'nav.accountMenu', { name: account ?? shown });

  const goMember = (page: MemberPage) => requireMember(() => void navigate(memberPageHref(page)));

  return (
    <div className="account-menu" ref={rootRef}>
      {CASH_PAGES.filter(isMemberPageAvailable).map((page, i) => (
        <Button
          key={page}
          size="sm"
          variant={i === 0 ? 'primary' : 'ghost'}
          className="account-menu__cash"
          onClick={() => goMember(page)}
        >
          {t(`member.page.${page}`)}
        </Button>
      ))}
      <button
        type="button"
        className="account-menu__trigger"
        {...triggerProps}
        data-testid="account-trigger"
        data-trial={isTrial || undefined}
        aria-label={label}
        title={label}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          <UserIcon />
        </span>
        <span className="account-menu__name">{shown}</span>
        {/* Beside the name, never inside its ellipsis; on a phone it sits on the avatar. */}
        {isTrial ? <TrialBadge /> : null}
        <ChevronDownIcon />
      </button>
      {open ? <AccountMenuList menuId={menuId} onClose={() => setOpen(false)} goMember={goMember} /> : null}
    </div>
  );
}
