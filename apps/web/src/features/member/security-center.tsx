import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountProfile } from '@fortuna/contracts';
import { Spinner } from '@/components/ui/spinner';
import { CopyIcon } from '@/components/ui/icons';
import { pushToast } from '@/stores/toast-store';
import { copyText } from '@/lib/copy-text';
import { memberIconQuery, profileQuery } from './account-api';
import { ProfileForm } from './profile-form';
import { SecurityItems } from './security-items';
import './security-center.css';

/**
 * securityCenter — my account (spec §2): profile (user id to copy, the optional fields the
 * brand's register settings show), and security: login password, mobile, e-mail, withdraw
 * password and an authenticator (used by the new-network login check).
 */
export function SecurityCenter() {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery);
  const icon = useQuery(memberIconQuery);

  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <p className="security__error">{t('state.unavailable')}</p>;
  const me = profile.data;

  return (
    <div className="security" data-testid="security-center">
      <ProfileSummary me={me} iconUrl={icon.data?.iconUrl} />

      <ProfileForm profile={me} />

      <h3 className="security__heading">{t('security.title')}</h3>
      <SecurityItems me={me} />
    </div>
  );
}

/** The member's picture, account, user id (to copy) and member-since date. */
function ProfileSummary({ me, iconUrl }: { me: AccountProfile; iconUrl: string | undefined }) {
  const { t } = useTranslation();
  const copyId = async () => {
    if (await copyText(String(me.id))) pushToast({ tone: 'success', messageKey: 'errors:copyUserIdSuccess' });
  };
  return (
    <div className="security__profile">
      {iconUrl !== undefined ? (
        <img className="security__avatar" src={iconUrl} alt="" width={64} height={64} />
      ) : (
        <span className="security__avatar security__avatar--empty" />
      )}
      <dl className="security__facts">
        <div>
          <dt>{t('security.account')}</dt>
          <dd data-testid="profile-account">{me.username}</dd>
        </div>
        <div>
          <dt>{t('security.userId')}</dt>
          <dd className="security__id">
            <span data-testid="profile-id">{me.id}</span>
            <button
              type="button"
              className="icon-button security__copy"
              onClick={() => void copyId()}
              aria-label={t('security.copyId')}
              title={t('security.copyId')}
              data-testid="copy-id"
            >
              <CopyIcon />
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('security.memberSince')}</dt>
          <dd>{new Date(me.createdAt).toLocaleDateString()}</dd>
        </div>
      </dl>
    </div>
  );
}
