import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATTERN_IDS } from '@fortuna/contracts/system';
import type { RegisterFieldView } from '@fortuna/contracts/console-brand';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { DataGrid, gridColumns } from '@/components/data-grid';
import { Field } from '@/components/field';
import { Empty } from '@/components/states';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';
import { useBrandChange } from './brand-api';
import { ReasonDialog } from './reason-dialog';

const column = gridColumns<RegisterFieldView>();
type Draft = Omit<RegisterFieldView, 'min' | 'max' | 'locked' | 'field'> & { min: string; max: string };

/** The registration form's fields: shown, required, accepted pattern and lengths, each editable with a reason. */
export function RegisterFieldsSection({ fields }: { fields: RegisterFieldView[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<RegisterFieldView | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = useBrandChange((input: { field: RegisterFieldView['field']; draft: Draft; reason: string }) =>
    call(consoleRoutes.updateRegisterField, {
      params: { field: input.field },
      body: { ...input.draft, min: Number(input.draft.min), max: Number(input.draft.max), reason: input.reason },
    }),
  );
  const yes = (value: boolean) => <Badge tone={value ? 'ok' : 'neutral'}>{t(value ? 'brand.yes' : 'brand.no')}</Badge>;
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('field', {
          header: t('brand.col.field'),
          cell: (i) => <span className="mono">{i.getValue()}</span>,
        }),
        column.accessor('shown', { header: t('brand.col.shown'), cell: (i) => yes(i.getValue()) }),
        column.accessor('required', { header: t('brand.col.required'), cell: (i) => yes(i.getValue()) }),
        column.accessor('acceptedPattern', {
          header: t('brand.col.pattern'),
          cell: (i) => <code className="clamp">{i.getValue()}</code>,
        }),
        column.accessor('patternId', {
          header: t('brand.col.patternId'),
          cell: (i) => <span className="mono">{i.getValue()}</span>,
        }),
        column.accessor('min', {
          header: () => <span className="num">{t('brand.col.min')}</span>,
          cell: (i) => <span className="num mono">{i.getValue()}</span>,
        }),
        column.accessor('max', {
          header: () => <span className="num">{t('brand.col.max')}</span>,
          cell: (i) => <span className="num mono">{i.getValue()}</span>,
        }),
        column.display({
          id: 'edit',
          header: () => <span className="visually-hidden">{t('brand.col.actions')}</span>,
          cell: ({ row }) => (
            <Button
              size="sm"
              aria-label={t('brand.editField', { field: row.original.field })}
              onClick={() => {
                const { field: _f, locked: _l, ...rest } = row.original;
                setDraft({ ...rest, min: String(rest.min), max: String(rest.max) });
                save.reset();
                setEditing(row.original);
              }}
            >
              {t('brand.edit')}
            </Button>
          ),
        }),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  return (
    <section className="card" aria-labelledby="brand-fields">
      <h2 id="brand-fields">{t('brand.fields')}</h2>
      <DataGrid
        caption={t('brand.fields')}
        columns={columns}
        sort="client"
        data={fields}
        getRowId={(r) => r.field}
        empty={<Empty title={t('brand.noFields')} />}
      />
      {editing && draft ? (
        <ReasonDialog
          title={t('brand.editField', { field: editing.field })}
          lead={editing.locked ? t('brand.lockedField') : undefined}
          confirm={t('brand.save')}
          busy={save.isPending}
          error={save.error}
          onConfirm={(reason) =>
            save.mutate({ field: editing.field, draft, reason }, { onSuccess: () => setEditing(null) })
          }
          onClose={() => setEditing(null)}
        >
          <label className="inline-field">
            <input
              type="checkbox"
              disabled={editing.locked}
              checked={draft.shown}
              onChange={(e) => set({ shown: e.target.checked, required: e.target.checked && draft.required })}
            />
            {t('brand.col.shown')}
          </label>
          <label className="inline-field">
            <input
              type="checkbox"
              disabled={editing.locked || !draft.shown}
              checked={draft.required}
              onChange={(e) => set({ required: e.target.checked })}
            />
            {t('brand.col.required')}
          </label>
          <Field label={t('brand.col.pattern')} hint={t('brand.patternHint')}>
            {(c) => (
              <input
                {...c}
                className="mono"
                spellCheck={false}
                value={draft.acceptedPattern}
                onChange={(e) => set({ acceptedPattern: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('brand.col.patternId')}>
            {(c) => (
              <select
                {...c}
                value={draft.patternId}
                onChange={(e) => set({ patternId: e.target.value as Draft['patternId'] })}
              >
                {PATTERN_IDS.map((id) => (
                  <option key={id} value={id}>
                    {id}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('brand.col.min')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={0}
                max={200}
                value={draft.min}
                onChange={(e) => set({ min: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('brand.col.max')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={1}
                max={200}
                value={draft.max}
                onChange={(e) => set({ max: e.target.value })}
              />
            )}
          </Field>
        </ReasonDialog>
      ) : null}
    </section>
  );
}
