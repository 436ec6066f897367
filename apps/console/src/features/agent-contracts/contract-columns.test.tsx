import type { TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AgentContract } from '@fortuna/contracts/agent-contract-api';
import { DataGrid } from '@/components/data-grid';
import { contractColumns, tiersText } from './contract-columns';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction;

const contract = (id: number, upline: string | null, status: AgentContract['status']): AgentContract => ({
  id,
  kind: 'DAILY',
  status,
  period: 'DAILY',
  tiers: [{ rate: 150, validBet: '10000.00', active: 5, teamLoss: null }],
  holder: `agent${id}`,
  upline,
  offeredAt: '2026-11-26T00:00:00.000Z',
  decidedAt: null,
  terminatedAt: null,
  reason: null,
});

describe("the console's contract grid", () => {
  it('offers "End contract" only on top agents\' open contracts', () => {
    const rows = [contract(1, null, 'VALID'), contract(2, 'agent1', 'VALID'), contract(3, null, 'TERMINATED')];
    const html = renderToStaticMarkup(
      <DataGrid
        columns={contractColumns(t, { events: () => undefined, terminate: () => undefined })}
        data={rows}
        caption="Contracts"
        getRowId={(r) => String(r.id)}
        empty="none"
      />,
    );
    expect(html).toContain('data-testid="terminate-1"');
    expect(html).not.toContain('data-testid="terminate-2"');
    expect(html).not.toContain('data-testid="terminate-3"');
    expect(html.match(/contracts\.history/g)).toHaveLength(3);
  });

  it('writes each tier as a rate in percent with its thresholds', () => {
    expect(tiersText(t, contract(1, null, 'VALID'))[0]).toContain('"rate":"1.50"');
    expect(tiersText(t, contract(1, null, 'VALID'))[0]).toContain('"active":5');
  });
});
