import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BannerLink,
  SERVICE_CHANNEL_POSITIONS,
  SERVICE_CHANNEL_TYPES,
  type ConsoleServiceChannel,
} from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { errorText, fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { RemoveSiteLinkDialog } from './confirm-dialog';
import { useCreateServiceChannel, useServiceChannels, useUpdateServiceChannel } from './content-api';
import { reasonBody, reasonField, sortField } from './content-fields';
import { FormFrame, ReasonField, SortField } from './content-form';
import { ContentGrid, RowAction, type Flash } from './content-list';

/** Customer-service channels of the side menu and footer: title, address, order, on or off. */
export function ChannelsPanel() {
  const { t } = useTranslation('content');
  const channels = useServiceChannels();
  const update = useUpdateServiceChannel();
  const [editing, setEditing] = useState<ConsoleServiceChannel | 'new' | null>(null);
  const [removing, setRemoving] = useState<ConsoleServiceChannel | null>(null);
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
      <div className="title-row title-row--spread">
        <p className="muted">{t('channel.lead')}</p>
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('channel.add')}
        </Button>
      </div>
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
                <span className="muted">{t(`channel.type.${c.type}`, { defaultValue: c.type })}</span>
              </div>
            </td>
            <td className="nowrap">{t(`channel.csPosition.${c.csPosition}`, { defaultValue: c.csPosition })}</td>
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
                <RowAction label={t('action.remove')} name={c.title} onClick={() => setRemoving(c)} />
              </div>
            </td>
          </tr>
        )}
      </ContentGrid>
      {editing ? (
        <ChannelDialog
          channel={editing === 'new' ? null : editing}
          onClose={(title) => {
            setEditing(null);
            if (title) setMessage({ tone: 'success', text: t('done.saved', { title }) });
          }}
        />
      ) : null}
      {removing ? (
        <RemoveSiteLinkDialog
          part="channels"
          id={removing.id}
          name={removing.title}
          title={t('channel.removeTitle', { title: removing.title })}
          lead={t('channel.removeLead')}
          onRemoved={(name) => {
            setRemoving(null);
            setMessage({ tone: 'success', text: t('done.removed', { title: name }) });
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}

/** An e-mail channel's address is a mailto: address; any other's an in-site path or https (a seeded one may stay). */
const MAILTO = /^mailto:[^\s@/]+@[^\s@/]+$/;
const schemaFor = (current: string | null) =>
  z
    .object({
      type: z.enum(SERVICE_CHANNEL_TYPES),
      csPosition: z.enum(SERVICE_CHANNEL_POSITIONS),
      title: z.string().trim().min(1, 'validation:required').max(100),
      path: z.string().trim(),
      sort: sortField,
      reason: reasonField,
    })
    .refine(
      (v) => v.path === current || (v.type === 'EMAIL' ? MAILTO.test(v.path) : BannerLink.safeParse(v.path).success),
      { message: 'validation:invalidLink', path: ['path'] },
    );
type Values = z.infer<ReturnType<typeof schemaFor>>;

const NEW_CHANNEL = { type: 'LIVECHAT', csPosition: 'SIDEMENU', title: '', path: '', sort: 0 } as const;
const known = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Adds a channel (channel null: type and place chosen here) or edits one's title, address and order. */
function ChannelDialog({
  channel,
  onClose,
}: {
  channel: ConsoleServiceChannel | null;
  onClose: (saved?: string) => void;
}) {
  const { t } = useTranslation('content');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(channel?.path ?? null)),
    defaultValues: channel
      ? {
          ...channel,
          type: known(SERVICE_CHANNEL_TYPES, channel.type, channel.csType === 'MAIL' ? 'EMAIL' : 'LIVECHAT'),
          csPosition: known(SERVICE_CHANNEL_POSITIONS, channel.csPosition, 'SIDEMENU'),
          reason: '',
        }
      : { ...NEW_CHANNEL, reason: '' },
  });
  const update = useUpdateServiceChannel();
  const create = useCreateServiceChannel();
  const message = (name: keyof Values) => fieldMessage(t, form.formState.errors[name]?.message);
  const submit = form.handleSubmit(({ reason, path, type, csPosition, ...fields }) => {
    setFormError(null);
    const done = {
      onSuccess: () => onClose(fields.title),
      onError: (e: unknown) => setFormError(placeServerError(form, e, t)),
    };
    if (!channel) return create.mutate({ ...fields, type, csPosition, path, ...reasonBody(reason) }, done);
    const body = { ...fields, ...(path === channel.path ? {} : { path }), ...reasonBody(reason) };
    update.mutate({ id: channel.id, body }, done);
  });
  const select = (name: 'type' | 'csPosition', options: readonly string[]) => (
    <Field label={t(`field.${name}`)} error={message(name)}>
      {(c) => (
        <select {...c} {...form.register(name)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(`channel.${name}.${o}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <FormFrame
      title={channel ? t('channel.editTitle', { title: channel.title }) : t('channel.addTitle')}
      formError={formError}
      busy={update.isPending || create.isPending}
      submitLabel={t('action.save')}
      onSubmit={submit}
      onClose={() => onClose()}
    >
      {channel ? null : select('type', SERVICE_CHANNEL_TYPES)}
      {channel ? null : select('csPosition', SERVICE_CHANNEL_POSITIONS)}
      <Field label={t('field.title')} error={message('title')}>
        {(c) => <input {...c} autoComplete="off" {...form.register('title')} />}
      </Field>
      <Field label={t('field.address')} error={message('path')} hint={t('channel.pathHint')}>
        {(c) => <input {...c} autoComplete="off" spellCheck={false} {...form.register('path')} />}
      </Field>
      <SortField form={form} message={message} />
      <ReasonField form={form} message={message} />
    </FormFrame>
  );
}
