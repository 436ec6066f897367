import { useTranslation } from 'react-i18next';
import type { ApprovalView } from '@fortuna/contracts';

type Payload = { gameCode?: string; issueCode?: string; resultText?: string };

/** A lottery.result request (issue 20): the game and issue, and the sheet as entered. */
export function LotteryResultSummary({ approval }: { approval: ApprovalView }) {
  const { t } = useTranslation('lottery');
  const p = approval.payload as Payload;
  return (
    <div className="cell-stack" data-testid="lottery-result-summary">
      <span>{t('approvalSummary', { game: p.gameCode ?? '', code: p.issueCode ?? '' })}</span>
      <span className="muted mono clamp">{p.resultText}</span>
    </div>
  );
}
