import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ConsoleMirror } from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert, Empty, ErrorState, Loading } from '@/components/states';
import { errorText, fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { useMirrors, useUpdateMirror } from './content-api';
import { reasonBody, reasonField } from './content-fields';

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
      {mirrors.isPending ? (
        <Loading />
      ) : mirrors.isError ? (
        <ErrorState message={errorText(t, mirrors.error)} onRetry={() => void mirrors.refetch()} />
      ) : mirrors.data.length === 0 ? (
        <Empty title={t('mirror.empty')} />
      ) : (
        <div className="grid-frame" tabIndex={0} role="region" aria-label={t('mirror.listTitle')}>
          <table className="grid">
            <caption className="visually-hidden">{t('mirror.listTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.label')}</th>
                <th scope="col">{t('col.address')}</th>
                <th scope="col">{t('col.verified')}</th>
                <th scope="col">{t('col.order')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {mirrors.data.map((m) => (
                <tr key={m.id}>
                  <td>
                    <strong>{m.label}</strong>
                  </td>
                  <td className="mono">{m.url}</td>
                  <td>
                    <Badge tone={m.verified ? 'ok' : 'warn'}>
                      {t(m.verified ? 'mirror.verified' : 'mirror.unverified')}
                    </Badge>
                  </td>
                  <td>
                    <span className="num">{m.sort}</span>
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing(m)}
                      aria-label={`${t('action.edit')}: ${m.label}`}
                    >
                      {t('action.edit')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
  sort: z.number({ error: 'validation:required' }).int().min(0).max(9999),
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
    <Dialog title={t('mirror.editTitle', { label: mirror.label })} open onClose={() => onClose()}>
      <form className="form" noValidate onSubmit={submit}>
        {formError ? <Alert>{formError}</Alert> : null}
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
        <Field label={t('field.sort')} error={message('sort')} hint={t('field.sortHint')}>
          {(c) => <input {...c} type="number" min={0} max={9999} {...form.register('sort', { valueAsNumber: true })} />}
        </Field>
        <Field label={t('field.reason')} error={message('reason')}>
          {(c) => <input {...c} autoComplete="off" {...form.register('reason')} />}
        </Field>
        <div className="form__actions">
          <Button onClick={() => onClose()}>{t('console:action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={update.isPending}>
            {t('action.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
