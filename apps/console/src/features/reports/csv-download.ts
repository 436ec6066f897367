import type { ReportKind } from '@fortuna/contracts/console-reports';
import { ApiError, NETWORK_ERROR } from '@/lib/api';
import { session } from '@/lib/session';

export type CsvProgress = { received: number; total: number | null };

/**
 * Streams `/console/api/reports/<kind>.csv` with the staff token (a plain link could not carry
 * it), counting the lines received against `X-Total-Rows`, then saves the text as a file.
 * An envelope answer (a refused range, an ended session) throws its {@link ApiError}.
 */
export async function downloadReportCsv(
  kind: ReportKind,
  range: { startDate: string; endDate: string },
  onProgress: (progress: CsvProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  const query = new URLSearchParams(range).toString();
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(`/console/api/reports/${kind}.csv?${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR, 'The network is not answering', 0);
  }
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => null)) as {
      code?: string;
      message?: string;
      value?: unknown;
    } | null;
    if (token && response.status === 401 && data?.code === 'NOT_LOGGED_IN') session.end();
    throw new ApiError(
      data?.code ?? NETWORK_ERROR,
      data?.message ?? `Unexpected answer (${response.status})`,
      response.status,
      data?.value,
    );
  }
  const header = response.headers.get('X-Total-Rows');
  const total = header === null ? null : Number(header);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  // Lines received after the header line: the rows so far.
  let lines = 0;
  const rows = () => Math.max(0, total === null ? lines - 1 : Math.min(lines - 1, total));
  onProgress({ received: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines += 1;
    onProgress({ received: rows(), total });
  }
  onProgress({ received: total ?? rows(), total });
  saveFile(
    new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }),
    `${kind}-${range.startDate}-${range.endDate}.csv`,
  );
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
