import { useTranslation } from 'react-i18next';
import { fastBalls, fourDSheet, loTable, regionOf, thaiSheet, vnRows, vnSheet } from './result-fns';

/** A result in its family's form: balls, a Vietnamese sheet, the Thai prizes or a 4D sheet. */
export function ResultView({
  family,
  result,
  text,
  compact,
}: {
  family: string;
  result: unknown;
  text?: string | null;
  compact?: boolean;
}) {
  const balls = fastBalls(result);
  if (balls) return <ResultBalls family={family} balls={balls} />;
  const region = regionOf(family);
  const vn = vnSheet(result);
  if (region && vn)
    return compact ? (
      <CompactText text={vn.DB?.[0] ?? text ?? ''} />
    ) : (
      <VnResultTable family={family} result={result} />
    );
  const thai = thaiSheet(result);
  if (thai) return compact ? <CompactText text={thai.first} /> : <ThaiTable result={result} />;
  const fourD = fourDSheet(result);
  if (fourD) return compact ? <CompactText text={fourD.first} /> : <FourDTable result={result} />;
  return <CompactText text={text ?? '—'} />;
}

const CompactText = ({ text }: { text: string }) => <span className="lott-result-text">{text}</span>;

export function ResultBalls({ family, balls }: { family: string; balls: readonly number[] }) {
  const { t } = useTranslation('lottery');
  const wide = family === 'PK10' || family === '11X5';
  return (
    <span className="lott-balls" role="img" aria-label={t('result.balls', { balls: balls.join(', ') })}>
      {balls.map((b, i) => (
        <span
          key={i}
          className={`lott-ball lott-ball--result${family === 'K3' ? ' lott-ball--die' : ''}`}
          data-car={family === 'PK10' ? b : undefined}
          aria-hidden="true"
        >
          {wide ? String(b).padStart(2, '0') : b}
        </span>
      ))}
    </span>
  );
}

/** The Vietnamese result table (27 numbers in the North, 18 elsewhere) and its lô table. */
export function VnResultTable({ family, result }: { family: string; result: unknown }) {
  const { t } = useTranslation('lottery');
  const region = regionOf(family);
  const sheet = vnSheet(result);
  if (!region || !sheet) return null;
  return (
    <div className="lott-vn-sheet">
      <table className="lott-table lott-vn-table" data-testid="vn-result-table">
        <caption className="visually-hidden">{t('result.sheet')}</caption>
        <tbody>
          {vnRows(region, sheet).map((row) => (
            <tr key={row.tier} data-tier={row.tier}>
              <th scope="row">{t(`tier.${row.tier}`)}</th>
              <td className={row.tier === 'DB' ? 'lott-vn-table__special' : undefined}>
                <div className="lott-vn-numbers">
                  {row.numbers.map((n, i) => (
                    <span key={i} className="lott-vn-number">
                      {n}
                    </span>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="lott-table lott-lo-table">
        <caption>{t('result.loTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('result.head')}</th>
            <th scope="col">{t('result.tails')}</th>
          </tr>
        </thead>
        <tbody>
          {loTable(region, sheet).map((tails, head) => (
            <tr key={head}>
              <th scope="row">{head}</th>
              <td>{tails.join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ThaiTable({ result }: { result: unknown }) {
  const { t } = useTranslation('lottery');
  const s = thaiSheet(result)!;
  const rows: [string, string][] = [
    [t('thai.first'), s.first],
    [t('thai.front3'), s.front3.join('  ')],
    [t('thai.back3'), s.back3.join('  ')],
    [t('thai.back2'), s.back2],
  ];
  return <PrizeTable rows={rows} testId="thai-result-table" />;
}

function FourDTable({ result }: { result: unknown }) {
  const { t } = useTranslation('lottery');
  const s = fourDSheet(result)!;
  const rows: [string, string][] = [
    [t('fourD.first'), s.first],
    [t('fourD.second'), s.second],
    [t('fourD.third'), s.third],
    [t('fourD.starter'), s.starter.join('  ')],
    [t('fourD.consolation'), s.consolation.join('  ')],
  ];
  return <PrizeTable rows={rows} testId="fourd-result-table" />;
}

function PrizeTable({ rows, testId }: { rows: [string, string][]; testId: string }) {
  return (
    <table className="lott-table lott-prize-table" data-testid={testId}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="lott-prize-table__numbers">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
