import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ConsoleMirror } from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { RemoveSiteLinkDialog } from './confirm-dialog';
import { useMirrors, useSaveMirror } from './content-api';
import { reasonBody, reasonField, sortField } from './content-fields';
import { FormFrame, ReasonField, SortField } from './content-form';
import { ContentGrid, RowAction } from './content-list';

/** The mirror sites the player site's mirror page lists: address, label, verified mark, order. */
export function MirrorsPanel() {
  const { t } = useTranslation('content');
  const mirrors = useMirrors();
  const [editing, setEditing] = useState<ConsoleMirror | 'new' | null>(null);
  const [removing, setRemoving] = useState<ConsoleMirror | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className="records__panel">
      <div className="title-row title-row--spread">
        <p className="muted">{t('mirror.lead')}</p>
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('mirror.add')}
        </Button>
      </div>
      {saved ? <Alert tone="success">{saved}</Alert> : null}
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
              <div className="row-actions">
                <RowAction label={t('action.edit')} name={m.label} onClick={() => setEditing(m)} />
                <RowAction label={t('action.remove')} name={m.label} onClick={() => setRemoving(m)} />
              </div>
            </td>
          </tr>
        )}
      </ContentGrid>
      {editing ? (
        <MirrorDialog
          mirror={editing === 'new' ? null : editing}
          onClose={(label) => {
            setEditing(null);
            if (label) setSaved(t('done.saved', { title: label }));
          }}
        />
      ) : null}
      {removing ? (
        <RemoveSiteLinkDialog
          part="mirrors"
          id={removing.id}
          name={removing.label}
          title={t('mirror.removeTitle', { label: removing.label })}
          lead={t('mirror.removeLead')}
          onRemoved={(name) => {
            setRemoving(null);
            setSaved(t('done.removed', { title: name }));
          }}
          onClose={() => setRemoving(null)}
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

const NEW_MIRROR = { url: 'https://', label: '', verified: true, sort: 0 };

/** Adds a mirror (mirror null) or edits one. */
function MirrorDialog({ mirror, onClose }: { mirror: ConsoleMirror | null; onClose: (saved?: string) => void }) {
  const { t } = useTranslation('content');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { ...(mirror ?? NEW_MIRROR), reason: '' },
  });
  const update = useSaveMirror();
  const message = (name: keyof Values) => fieldMessage(t, form.formState.errors[name]?.message);
  const submit = form.handleSubmit(({ reason, ...fields }) => {
    setFormError(null);
    update.mutate(
      { id: mirror?.id ?? null, body: { ...fields, ...reasonBody(reason) } },
      { onSuccess: () => onClose(fields.label), onError: (e) => setFormError(placeServerError(form, e, t)) },
    );
  });
  return (
    <FormFrame
      title={mirror ? t('mirror.editTitle', { label: mirror.label }) : t('mirror.addTitle')}
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
