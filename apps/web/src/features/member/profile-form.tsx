import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROFILE_FIELDS, validateField, type AccountProfile, type ProfileField } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { useServerForm } from '@/components/form/use-server-form';
import { encodeMessage, messageText } from '@/lib/form-message';
import { registerSettingsQuery } from '@/lib/queries/system-api';
import { sessionStore } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { pushToast } from '@/stores/toast-store';
import { updateProfile } from './account-api';
import { fieldRuleText } from '@/components/form/field-rule';

/** Profile fields of My account: those the brand's register settings show (spec §3), judged alike. */
export function ProfileForm({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  const shown = PROFILE_FIELDS.flatMap((field) => {
    const setting = settings.find((s) => s.field === field && s.shown);
    return setting ? [setting] : [];
  });
  const initial = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profile.fields[f] ?? '']));
  const schema = z.record(z.string(), z.string()).superRefine((values, ctx) => {
    for (const setting of shown) {
      const value = values[setting.field] ?? '';
      if (value === (initial[setting.field] ?? '') || value.trim() === '') continue;
      const verdict = validateField(value, { ...setting, required: true });
      if (!verdict.ok)
        ctx.addIssue({
          code: 'custom',
          path: [setting.field],
          message: encodeMessage(verdict.messageKey, verdict.params),
        });
    }
  });
  const form = useForm<Record<string, string>>({ resolver: zodResolver(schema), values: initial });
  const { errors, isSubmitting, isDirty } = form.formState;

  const { formError, onSubmit } = useServerForm(form, {
    // Only what changed is sent; nothing changed, nothing is sent (and nothing is said).
    submit: async (values: Record<string, string>) => {
      const changes: Partial<Record<ProfileField, string>> = {};
      for (const setting of shown) {
        const field = setting.field as ProfileField;
        const value = (values[field] ?? '').trim();
        if (value !== (initial[field] ?? '') && value !== '') changes[field] = value;
      }
      if (Object.keys(changes).length === 0) return null;
      await updateProfile(changes);
      return changes;
    },
    onSuccess: async (changes) => {
      if (!changes) return;
      if (changes.nickname) {
        sessionStore.set('nickname', changes.nickname);
        useSessionStore.getState().refresh();
      }
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      pushToast({ tone: 'success', messageKey: 'security.profileSaved' });
    },
    fieldMessage: (field, message) => {
      const setting = settings.find((s) => s.field === field);
      return setting ? encodeMessage(message, { min: setting.min, max: setting.max }) : message;
    },
  });

  if (shown.length === 0) return null;

  return (
    <form className="security__profile-form" onSubmit={onSubmit} noValidate data-testid="profile-form">
      <h3 className="security__heading">{t('security.profile')}</h3>
      <FormAlert message={formError} />
      <div className="security__form-grid">
        {shown.map((setting) => (
          <Field
            key={setting.field}
            label={t(`auth.field.${setting.field}`)}
            placeholder={fieldRuleText(t, setting)}
            readOnly={setting.field === 'payeeName' && Boolean(profile.fields.payeeName)}
            error={messageText(t, errors[setting.field]?.message)}
            {...form.register(setting.field)}
          />
        ))}
      </div>
      <div className="security__form-actions">
        <Button type="submit" disabled={!isDirty || isSubmitting} data-testid="profile-save">
          {t('action.save')}
        </Button>
      </div>
    </form>
  );
}
