import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ConsoleMirror } from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { useMirrors, useUpdateMirror } from './content-api';
import { reasonBody, reasonField, sortField } from './content-fields';
import { FormFrame, ReasonField, SortField } from './content-form';
import { ContentGrid, RowAction } from './content-list';

/** The mirror sites the player site's mirror page lists: address, label, verified mark, order. */
export function MirrorsPanel() {
  const { t } = useTranslation('content');
  const mirrors = useMirrors();
  const [editing, setEditing] = useState<ConsoleMirror | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className="records__panel">
      <p className="muted">{t('mirror.lead')}</p>
      {saved ? <Alert tone="success">{t('done.saved', { title: saved })}</Alert> : null}
      <ContentGrid
        query={mirrors}
        rows={mirrors.data ?? []}
        title={t('mirror.listTitle')}
        empty={t('mirror.empty')}
        columns={[t('col.label'), t('col.address'), t('col.verified'), t('col.order')]}
      >
        {(m) => (
          <tr key={m.id}>
            <td>
              <strong>{m.label}</strong>
            </td>
            <td className="mono">{m.url}</td>
            <td>
              <Badge tone={m.verified ? 'ok' : 'warn'}>{t(m.verified ? 'mirror.verified' : 'mirror.unverified')}</Badge>
            </td>
            <td>
              <span className="num">{m.sort}</span>
            </td>
            <td>
              <RowAction label={t('action.edit')} name={m.label} onClick={() => setEditing(m)} />
            </td>
          </tr>
        )}
      </ContentGrid>
      {editing ? (
        <MirrorDialog
          mirror={editing}
          onClose={(label) => {
            setEditing(null);
            if (label) setSaved(label);
          }}
        />
      ) : null}
    </div>
  );
}

const schema = z.object({
  url: z
    .string()
    .trim()
    .max(300)
    .regex(/^https:\/\/[^\s/]+\/?$/, 'validation:mirrorAddress'),
  label: z.string().trim().min(1, 'validation:required').max(100),
  verified: z.boolean(),
  sort: sortField,
  reason: reasonField,
});
type Values = z.infer<typeof schema>;

function MirrorDialog({ mirror, onClose }: { mirror: ConsoleMirror; onClose: (saved?: string) => void }) {
  const { t } = useTranslation('content');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { ...mirror, reason: '' } });
  const update = useUpdateMirror();
  const message = (name: keyof Values) => fieldMessage(t, form.formState.errors[name]?.message);
  const submit = form.handleSubmit(({ reason, ...fields }) => {
    setFormError(null);
    update.mutate(
      { id: mirror.id, body: { ...fields, ...reasonBody(reason) } },
      { onSuccess: () => onClose(fields.label), onError: (e) => setFormError(placeServerError(form, e, t)) },
    );
  });
  return (
    <FormFrame
      title={t('mirror.editTitle', { label: mirror.label })}
      formError={formError}
      busy={update.isPending}
      submitLabel={t('action.save')}
      onSubmit={submit}
      onClose={() => onClose()}
    >
      <Field label={t('field.address')} error={message('url')} hint={t('mirror.addressHint')}>
        {(c) => <input {...c} autoComplete="off" spellCheck={false} {...form.register('url')} />}
      </Field>
      <Field label={t('field.label')} error={message('label')}>
        {(c) => <input {...c} autoComplete="off" {...form.register('label')} />}
      </Field>
      <label className="switch">
        <input type="checkbox" {...form.register('verified')} />
        {t('mirror.verifiedField')}
      </label>
      <SortField form={form} message={message} />
      <ReasonField form={form} message={message} />
    </FormFrame>
  );
}
