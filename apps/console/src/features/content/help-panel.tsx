import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { HELP_CONTENT_MAX, HELP_TITLE_MAX, type ConsoleHelpArticle } from '@fortuna/contracts';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { useHelpArticles, useUpdateHelpArticle } from './content-api';
import { reasonBody, reasonField, sortField } from './content-fields';
import { FormFrame, ReasonField, SortField } from './content-form';
import { ContentGrid, RowAction } from './content-list';
import { LanguageFilter, useLanguageFilter } from './language-filter';

/** Help-centre articles in EN, TY and TH (one row per language and device): edit category, title, text, order. */
export function HelpPanel() {
  const { t } = useTranslation('content');
  const articles = useHelpArticles();
  const [lang, setLang] = useLanguageFilter();
  const [editing, setEditing] = useState<ConsoleHelpArticle | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const rows = articles.data?.filter((a) => !lang || a.lang === lang) ?? [];
  return (
    <div className="records__panel">
      <div className="title-row title-row--spread">
        <p className="muted">{t('help.lead')}</p>
        <LanguageFilter value={lang} onChange={setLang} />
      </div>
      {saved ? <Alert tone="success">{t('done.saved', { title: saved })}</Alert> : null}
      <ContentGrid
        query={articles}
        rows={rows}
        title={t('help.listTitle')}
        empty={t('help.empty')}
        columns={[t('col.lang'), t('col.category'), t('col.title'), t('col.key'), t('col.order')]}
      >
        {(a) => (
          <tr key={a.id}>
            <td className="nowrap">
              {t(`lang.${a.lang}`, { defaultValue: a.lang })} · {a.device}
            </td>
            <td>{a.category}</td>
            <td>
              <div className="cell-stack cell-stack--text">
                <strong>{a.title}</strong>
                <span className="muted clamp">{a.content}</span>
              </div>
            </td>
            <td className="mono">{a.key}</td>
            <td>
              <span className="num">{a.sort}</span>
            </td>
            <td>
              <RowAction label={t('action.edit')} name={a.title} onClick={() => setEditing(a)} />
            </td>
          </tr>
        )}
      </ContentGrid>
      {editing ? (
        <HelpDialog
          article={editing}
          onClose={(title) => {
            setEditing(null);
            if (title) setSaved(title);
          }}
        />
      ) : null}
    </div>
  );
}

const schema = z.object({
  category: z.string().trim().min(1, 'validation:required').max(100),
  title: z.string().trim().min(1, 'validation:required').max(HELP_TITLE_MAX),
  content: z.string().trim().min(1, 'validation:required').max(HELP_CONTENT_MAX),
  sort: sortField,
  reason: reasonField,
});
type Values = z.infer<typeof schema>;

function HelpDialog({ article, onClose }: { article: ConsoleHelpArticle; onClose: (saved?: string) => void }) {
  const { t } = useTranslation('content');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { ...article, reason: '' } });
  const update = useUpdateHelpArticle();
  const message = (name: keyof Values) => fieldMessage(t, form.formState.errors[name]?.message);
  const submit = form.handleSubmit(({ reason, ...fields }) => {
    setFormError(null);
    update.mutate(
      { id: article.id, body: { ...fields, ...reasonBody(reason) } },
      { onSuccess: () => onClose(fields.title), onError: (e) => setFormError(placeServerError(form, e, t)) },
    );
  });
  return (
    <FormFrame
      title={t('help.editTitle', { lang: article.lang, key: article.key })}
      wide
      formError={formError}
      busy={update.isPending}
      submitLabel={t('action.save')}
      onSubmit={submit}
      onClose={() => onClose()}
    >
      <Field label={t('field.category')} error={message('category')}>
        {(c) => <input {...c} autoComplete="off" {...form.register('category')} />}
      </Field>
      <SortField form={form} message={message} />
      <Field label={t('field.title')} error={message('title')} className="form__wide">
        {(c) => <input {...c} autoComplete="off" {...form.register('title')} />}
      </Field>
      <Field label={t('field.content')} error={message('content')} className="form__wide">
        {(c) => <textarea {...c} rows={10} {...form.register('content')} />}
      </Field>
      <ReasonField form={form} message={message} wide />
    </FormFrame>
  );
}
