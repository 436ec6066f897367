import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { verifyIssue } from './verify-fns';

type VerifyInput = {
  family: string;
  issueCode: string;
  seed: string;
  seedHash: string | null;
  result: unknown;
  resultText: string | null;
};

/**
 * Recomputes a drawn issue in this browser (WebCrypto HMAC-SHA256 and the contracts' mapping) and
 * compares it with what the server published: the seed's hash and the result.
 */
export function VerifyPanel(input: VerifyInput) {
  const { t } = useTranslation('lottery');
  const check = useQuery({
    queryKey: ['lottery-verify', input.family, input.issueCode, input.seed],
    queryFn: () => verifyIssue(input),
    staleTime: Infinity,
    retry: false,
  });
  return (
    <div className="lott-verify" data-testid="lott-verify" aria-live="polite">
      <dl className="lott-verify__facts">
        <div>
          <dt>{t('verify.issue')}</dt>
          <dd>{input.issueCode}</dd>
        </div>
        <div>
          <dt>{t('verify.seedHash')}</dt>
          <dd className="lott-mono">{input.seedHash ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('verify.seed')}</dt>
          <dd className="lott-mono">{input.seed}</dd>
        </div>
        <div>
          <dt>{t('verify.serverResult')}</dt>
          <dd className="lott-mono">{input.resultText ?? '—'}</dd>
        </div>
      </dl>
      {check.isPending ? <Spinner size="sm" label={t('verify.running')} /> : null}
      {check.isError ? (
        <p className="lott-error" role="alert">
          {t('verify.failed')}
        </p>
      ) : null}
      {check.data ? (
        <dl className="lott-verify__facts">
          <div>
            <dt>{t('verify.computedHash')}</dt>
            <dd className="lott-mono">
              {check.data.computedHash}{' '}
              {input.seedHash ? <Verdict ok={check.data.hashMatches} testId="lott-verify-hash" /> : null}
            </dd>
          </div>
          <div>
            <dt>{t('verify.computedResult')}</dt>
            <dd className="lott-mono">
              {check.data.computedText}{' '}
              {input.result !== null ? <Verdict ok={check.data.resultMatches} testId="lott-verify-result" /> : null}
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="lott-muted lott-verify__how">{t('verify.how')}</p>
    </div>
  );
}

function Verdict({ ok, testId }: { ok: boolean; testId: string }) {
  const { t } = useTranslation('lottery');
  return (
    <strong className={ok ? 'lott-ok' : 'lott-bad'} data-testid={testId} data-ok={ok}>
      {ok ? t('verify.match') : t('verify.mismatch')}
    </strong>
  );
}
