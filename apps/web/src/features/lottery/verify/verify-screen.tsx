import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LOTTERY_FAMILIES } from '@fortuna/contracts/lottery/families';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { verifyQuery } from '../api/lottery-api';
import { lotteryErrorText } from '../game/lottery-error';
import { VerifyPanel } from './verify-panel';

/**
 * The verification page (`?view=verify`): a drawn issue of a game (gameCode, issue in the address)
 * recomputed in the browser, or any seed, issue code and family typed in by hand.
 */
export function VerifyScreen() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const vassalage = params.get('vassalage') ?? undefined;
  const issue = params.get('issue');
  return (
    <div className="lott-verify-page" data-testid="lott-verify-page">
      <p className="page-lead">{t('verify.lead')}</p>
      {gameCode && issue ? <IssueVerification gameCode={gameCode} vassalage={vassalage} issue={issue} /> : null}
      <ManualVerification />
    </div>
  );
}

function IssueVerification({ gameCode, vassalage, issue }: { gameCode: string; vassalage?: string; issue: string }) {
  const { t } = useTranslation('lottery');
  // One call for the issue, however old: its family, published hash, revealed seed and result.
  const found = useQuery(verifyQuery(gameCode, vassalage, issue));
  if (found.isPending) return <Spinner />;
  if (found.error) return <EmptyState title={t('state.resultsFailed')} hint={lotteryErrorText(found.error)} />;
  const v = found.data;
  if (!v.seed) return <EmptyState title={t('verify.notDrawn', { issue })} />;
  return (
    <VerifyPanel
      family={v.family}
      issueCode={v.issueCode}
      seed={v.seed}
      seedHash={v.seedHash}
      result={v.result}
      resultText={v.resultText}
    />
  );
}

function ManualVerification() {
  const { t } = useTranslation('lottery');
  const [form, setForm] = useState({ family: 'SSC', issueCode: '', seed: '', seedHash: '' });
  const [shown, setShown] = useState<typeof form | null>(null);
  const field = (name: keyof typeof form, label: string) => (
    <label className="lott-field">
      <span>{label}</span>
      <input
        className="lott-input"
        value={form[name]}
        spellCheck={false}
        onChange={(e) => setForm({ ...form, [name]: e.target.value.trim() })}
      />
    </label>
  );
  return (
    <form
      className="lott-verify-form"
      onSubmit={(e) => {
        e.preventDefault();
        setShown(form);
      }}
    >
      <h2 className="lott-section-title">{t('verify.manual')}</h2>
      <label className="lott-field">
        <span>{t('verify.family')}</span>
        <select
          className="lott-input"
          value={form.family}
          onChange={(e) => setForm({ ...form, family: e.target.value })}
        >
          {LOTTERY_FAMILIES.map((f) => (
            <option key={f} value={f}>
              {t(`family.${f}`)}
            </option>
          ))}
        </select>
      </label>
      {field('issueCode', t('verify.issue'))}
      {field('seed', t('verify.seed'))}
      {field('seedHash', t('verify.seedHash'))}
      <button
        type="submit"
        className="btn btn--primary btn--md"
        disabled={!form.issueCode || !/^([0-9a-fA-F]{2})+$/.test(form.seed)}
      >
        {t('verify.action')}
      </button>
      {shown ? (
        <VerifyPanel
          key={JSON.stringify(shown)}
          family={shown.family}
          issueCode={shown.issueCode}
          seed={shown.seed}
          seedHash={shown.seedHash || null}
          result={null}
          resultText={null}
        />
      ) : null}
    </form>
  );
}
