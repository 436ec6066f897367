import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { APP_LINK_MAX, type ConsoleAppLinks } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Alert, ErrorState, Loading } from '@/components/states';
import { errorText, fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { useAppLinks, useUpdateAppLinks } from './content-api';
import { reasonBody, reasonField } from './content-fields';

const https = z
  .string()
  .trim()
  .max(APP_LINK_MAX)
  .regex(/^https:\/\/[^\s/]+(\/\S*)?$/, 'validation:httpsLink');
const schema = z.object({
  iosAppUrl: https,
  androidAppUrl: https,
  installGuideUrl: z
    .string()
    .trim()
    .max(APP_LINK_MAX)
    .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'validation:invalidLink'),
  reason: reasonField,
});
type Values = z.infer<typeof schema>;
const LINKS = ['iosAppUrl', 'androidAppUrl', 'installGuideUrl'] as const;

/** The app download links: the side menu's iOS and Android QR codes and the installation guide. */
export function AppLinksPanel() {
  const { t } = useTranslation('content');
  const links = useAppLinks();
  if (links.isPending) return <Loading />;
  if (links.isError) return <ErrorState message={errorText(t, links.error)} onRetry={() => void links.refetch()} />;
  return <AppLinksForm links={links.data} />;
}

function AppLinksForm({ links }: { links: ConsoleAppLinks }) {
  const { t } = useTranslation('content');
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { ...links, reason: '' } });
  const update = useUpdateAppLinks();
  useEffect(() => form.reset({ ...links, reason: '' }), [links, form]);
  const message = (name: keyof Values) => fieldMessage(t, form.formState.errors[name]?.message);
  const submit = form.handleSubmit((v) => {
    setResult(null);
    const changed = Object.fromEntries(LINKS.filter((k) => v[k] !== links[k]).map((k) => [k, v[k]]));
    if (Object.keys(changed).length === 0) return setResult({ tone: 'error', text: t('appLinks.unchanged') });
    update.mutate(
      { ...changed, ...reasonBody(v.reason) },
      {
        onSuccess: () => setResult({ tone: 'success', text: t('appLinks.saved') }),
        onError: (e) => {
          const text = placeServerError(form, e, t);
          if (text) setResult({ tone: 'error', text });
        },
      },
    );
  });
  return (
    <div className="records__panel">
      <p className="muted">{t('appLinks.lead')}</p>
      <form className="form form--narrow" noValidate onSubmit={submit}>
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
        {LINKS.map((k) => (
          <Field key={k} label={t(`appLinks.${k}`)} error={message(k)} hint={t(`appLinks.${k}Hint`)}>
            {(c) => <input {...c} autoComplete="off" spellCheck={false} inputMode="url" {...form.register(k)} />}
          </Field>
        ))}
        <Field label={t('field.reason')} error={message('reason')}>
          {(c) => <input {...c} autoComplete="off" {...form.register('reason')} />}
        </Field>
        <div className="form__actions">
          <Button type="submit" variant="primary" busy={update.isPending}>
            {t('action.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
