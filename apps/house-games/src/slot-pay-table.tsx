import type { SlotRules } from './api';
import type { T } from './i18n';
import { SymbolIcon, symbolLabel } from './symbols';

/** One pay-table row: the symbol and what 3, 4 and 5 of it pay. */
function PayRow({ symbol, pays, theme }: { symbol: string; pays: readonly number[]; theme: string }) {
  return (
    <tr>
      <td className="pay-icon">
        <SymbolIcon symbol={symbol} theme={theme} />
      </td>
      <td>{symbolLabel(symbol)}</td>
      {pays.map((p, i) => (
        <td key={i} className="num">
          {i + 3}× <strong>{p}</strong>
        </td>
      ))}
    </tr>
  );
}

/** The slot's pay table: the return to player, each symbol's pays, and a map of every pay line. */
export function SlotPayTable({ rules, t }: { rules: SlotRules; t: T }) {
  return (
    <>
      <p>
        {t('rtp')}: <strong>{(rules.rtp * 100).toFixed(2)}%</strong>
      </p>
      <table className="pays">
        <tbody>
          {Object.entries(rules.linePays).map(([symbol, pays]) => (
            <PayRow key={symbol} symbol={symbol} pays={pays} theme={rules.id} />
          ))}
          <PayRow symbol={rules.scatter} pays={rules.scatterPays} theme={rules.id} />
        </tbody>
      </table>
      <p className="muted">
        {t('linesNote', { n: rules.lineCount, wild: symbolLabel(rules.wild), scatter: symbolLabel(rules.scatter) })}
      </p>
      <h3>{t('lines')}</h3>
      <div className="line-maps">
        {rules.lines.map((rows, i) => (
          <figure key={i} className="line-map" aria-label={`${t('lines')} ${i + 1}`}>
            <svg viewBox={`0 0 50 ${rules.rows * 10}`}>
              {rows.map((row, reel) => (
                <rect key={reel} x={reel * 10 + 1} y={row * 10 + 1} width="8" height="8" rx="1.5" fill="#f5c542" />
              ))}
            </svg>
            <figcaption>{i + 1}</figcaption>
          </figure>
        ))}
      </div>
    </>
  );
}
