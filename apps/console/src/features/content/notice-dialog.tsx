import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  AnnouncementAudience,
  AnnouncementPlatform,
  AnnouncementType,
  CONTENT_LANGUAGES,
  ContentLanguage,
  type ConsoleAnnouncement,
} from '@fortuna/contracts';
import { Field } from '@/components/field';
import { fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { isoToLocalInput } from '@/lib/format';
import { useSaveAnnouncement } from './content-api';
import { optionalLink, reasonBody, scheduleBody, scheduledForm, sortField } from './content-fields';
import { FormFrame, ReasonField, ScheduleFields, SortField } from './content-form';

const schema = scheduledForm({
  type: AnnouncementType,
  lang: ContentLanguage,
  audience: AnnouncementAudience,
  platform: AnnouncementPlatform,
  title: z.string().trim().min(1, 'validation:required').max(ANNOUNCEMENT_TITLE_MAX),
  content: z.string().trim().min(1, 'validation:required').max(ANNOUNCEMENT_CONTENT_MAX),
  imageUrl: optionalLink,
  sort: sortField,
});
type Values = z.infer<typeof schema>;

/** Types offered by the announcements tab; the marquee tab's lines are always H. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR'] as const;

/**
 * Adds or edits an announcement (types B, PL, PU, PR) or a marquee line (H): language, audience,
 * platform, title, text, picture address, order and schedule.
 */
export function NoticeDialog(props: { marquee: boolean; notice: ConsoleAnnouncement | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  const n = props.notice;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      type: n?.type ?? (props.marquee ? 'H' : 'PL'),
      lang: (n?.lang as Values['lang'] | undefined) ?? 'EN',
      audience: n?.audience ?? 'all',
      platform: (n?.platform as Values['platform'] | undefined) ?? 'W',
      title: n?.title ?? '',
      content: n?.content ?? '',
      imageUrl: n?.imageUrl ?? '',
      sort: n?.sort ?? 0,
      startsAt: isoToLocalInput(n?.startsAt),
      endsAt: isoToLocalInput(n?.endsAt),
      reason: '',
    },
  });
  const save = useSaveAnnouncement();
  const message = (name: keyof Values) => fieldMessage(t, form.formState.errors[name]?.message);
  const submit = form.handleSubmit((v) => {
    setFormError(null);
    const { reason, startsAt, endsAt, imageUrl, ...fields } = v;
    const body = {
      ...fields,
      imageUrl: imageUrl || null,
      ...scheduleBody({ startsAt, endsAt }),
      ...reasonBody(reason),
    };
    save.mutate(
      { id: n?.id ?? null, body },
      { onSuccess: props.onClose, onError: (error) => setFormError(placeServerError(form, error, t)) },
    );
  });
  const select = (name: 'type' | 'lang' | 'audience' | 'platform', options: readonly string[], prefix: string) => (
    <Field label={t(`field.${name}`)} error={message(name)}>
      {(c) => (
        <select {...c} {...form.register(name)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(`${prefix}.${o}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const kind = props.marquee ? 'marquee' : 'notice';
  return (
    <FormFrame
      title={t(n ? `${kind}.editTitle` : `${kind}.addTitle`)}
      wide
      formError={formError}
      busy={save.isPending}
      submitLabel={t(n ? 'action.save' : `${kind}.publish`)}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {props.marquee ? null : select('type', NOTICE_TYPES, 'type')}
      {select('lang', CONTENT_LANGUAGES, 'lang')}
      {select('audience', AnnouncementAudience.options, 'audience')}
      {select('platform', AnnouncementPlatform.options, 'platform')}
      <Field label={t('field.title')} error={message('title')} className="form__wide">
        {(c) => <input {...c} autoComplete="off" {...form.register('title')} />}
      </Field>
      <Field
        label={t(props.marquee ? 'field.marqueeText' : 'field.content')}
        error={message('content')}
        className="form__wide"
      >
        {(c) => <textarea {...c} rows={props.marquee ? 2 : 5} {...form.register('content')} />}
      </Field>
      {props.marquee ? null : (
        <Field
          label={t('field.imageUrl')}
          error={message('imageUrl')}
          hint={t('field.linkHint')}
          className="form__wide"
        >
          {(c) => <input {...c} autoComplete="off" spellCheck={false} {...form.register('imageUrl')} />}
        </Field>
      )}
      <SortField form={form} message={message} />
      <span aria-hidden />
      <ScheduleFields form={form} message={message} />
      <ReasonField form={form} message={message} wide />
    </FormFrame>
  );
}
