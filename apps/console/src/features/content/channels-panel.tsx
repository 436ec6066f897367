import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BannerLink, type ConsoleServiceChannel } from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { errorText, fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { useServiceChannels, useUpdateServiceChannel } from './content-api';
import { reasonBody, reasonField, sortField } from './content-fields';
import { FormFrame, ReasonField, SortField } from './content-form';
import { ContentGrid, RowAction, type Flash } from './content-list';

/** Customer-service channels of the side menu and footer: title, address, order, on or off. */
export function ChannelsPanel() {
  const { t } = useTranslation('content');
  const channels = useServiceChannels();
  const update = useUpdateServiceChannel();
  const [editing, setEditing] = useState<ConsoleServiceChannel | null>(null);
  const [message, setMessage] = useState<Flash>(null);
  const flip = (c: ConsoleServiceChannel) => {
    setMessage(null);
    update.mutate(
      { id: c.id, body: { enabled: !c.enabled } },
      {
        onSuccess: () =>
          setMessage({ tone: 'success', text: t(c.enabled ? 'done.disabled' : 'done.enabled', { title: c.title }) }),
        onError: (e) => setMessage({ tone: 'error', text: `${c.title}: ${errorText(t, e)}` }),
      },
    );
  };
  return (
    <div className="records__panel">
      <p className="muted">{t('channel.lead')}</p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <ContentGrid
        query={channels}
        rows={channels.data ?? []}
        title={t('channel.listTitle')}
        empty={t('channel.empty')}
        columns={[t('col.title'), t('col.where'), t('col.address'), t('col.order'), t('col.state')]}
      >
        {(c) => (
          <tr key={c.id} className={c.enabled ? undefined : 'row--muted'}>
            <td>
              <div className="cell-stack">
                <strong>{c.title}</strong>
                <span className="muted mono">{c.type}</span>
              </div>
            </td>
            <td className="nowrap">
              {c.csPosition} · {c.csType}
            </td>
            <td className="mono">{c.path}</td>
            <td>
              <span className="num">{c.sort}</span>
            </td>
            <td>
              <Badge tone={c.enabled ? 'ok' : 'neutral'}>{t(c.enabled ? 'state.on' : 'state.off')}</Badge>
            </td>
            <td>
              <div className="row-actions">
                <RowAction label={t('action.edit')} name={c.title} onClick={() => setEditing(c)} />
                <RowAction
                  label={t(c.enabled ? 'action.disable' : 'action.enable')}
                  name={c.title}
                  onClick={() => flip(c)}
                />
              </div>
            </td>
          </tr>
        )}
      </ContentGrid>
      {editing ? (
        <ChannelDialog
          channel={editing}
          onClose={(title) => {
            setEditing(null);
            if (title) setMessage({ tone: 'success', text: t('done.saved', { title }) });
          }}
        />
      ) : null}
    </div>
  );
}

/** A channel's address may stay what it is (a seeded mailto:); a new one is an in-site path or https. */
const schemaFor = (current: string) =>
  z.object({
    title: z.string().trim().min(1, 'validation:required').max(100),
    path: z
      .string()
      .trim()
      .refine((p) => p === current || BannerLink.safeParse(p).success, 'validation:invalidLink'),
    sort: sortField,
    reason: reasonField,
  });
type Values = z.infer<ReturnType<typeof schemaFor>>;

function ChannelDialog({ channel, onClose }: { channel: ConsoleServiceChannel; onClose: (saved?: string) => void }) {
  const { t } = useTranslation('content');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(channel.path)),
    defaultValues: { ...channel, reason: '' },
  });
  const update = useUpdateServiceChannel();
  const message = (name: keyof Values) => fieldMessage(t, form.formState.errors[name]?.message);
  const submit = form.handleSubmit(({ reason, path, ...fields }) => {
    setFormError(null);
    const body = { ...fields, ...(path === channel.path ? {} : { path }), ...reasonBody(reason) };
    update.mutate(
      { id: channel.id, body },
      { onSuccess: () => onClose(fields.title), onError: (e) => setFormError(placeServerError(form, e, t)) },
    );
  });
  return (
    <FormFrame
      title={t('channel.editTitle', { title: channel.title })}
      formError={formError}
      busy={update.isPending}
      submitLabel={t('action.save')}
      onSubmit={submit}
      onClose={() => onClose()}
    >
      <Field label={t('field.title')} error={message('title')}>
        {(c) => <input {...c} autoComplete="off" {...form.register('title')} />}
      </Field>
      <Field label={t('field.address')} error={message('path')} hint={t('field.linkHint')}>
        {(c) => <input {...c} autoComplete="off" spellCheck={false} {...form.register('path')} />}
      </Field>
      <SortField form={form} message={message} />
      <ReasonField form={form} message={message} />
    </FormFrame>
  );
}
