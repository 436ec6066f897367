import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BANNER_IMAGE_SIZES,
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  CONTENT_LANGUAGES,
  ContentLanguage,
  type BannerGroup,
  type ConsoleBanner,
} from '@fortuna/contracts';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { errorText, fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { isoToLocalInput } from '@/lib/format';
import { useSaveBanner, useUploadBannerImage } from './content-api';
import { optionalLink, reasonBody, scheduleBody, scheduledForm, sortField } from './content-fields';
import { FormFrame, ReasonField, ScheduleFields, SortField } from './content-form';
import { cropQuality, cropRect, outputSize } from './crop-fns';
import { CENTRED, cropToBlob, ImageCropper, loadCropSource, type CropSource, type CropView } from './image-cropper';

const schema = scheduledForm({
  lang: ContentLanguage,
  title: z.string().trim().min(1, 'validation:required').max(BANNER_TITLE_MAX),
  subtitle: z.string().trim().max(BANNER_SUBTITLE_MAX),
  linkUrl: optionalLink,
  sort: sortField,
});
type Values = z.infer<typeof schema>;

const valuesOf = (banner: ConsoleBanner | null): Values => ({
  lang: (banner?.lang as Values['lang'] | undefined) ?? 'EN',
  title: banner?.title ?? '',
  subtitle: banner?.subtitle ?? '',
  linkUrl: banner?.linkUrl ?? '',
  sort: banner?.sort ?? 0,
  startsAt: isoToLocalInput(banner?.startsAt),
  endsAt: isoToLocalInput(banner?.endsAt),
  reason: '',
});

/**
 * Adds or edits a banner of one group: per-language text, link, order, schedule, and its picture,
 * cropped here to the group's slot before upload. A new banner is created first, then its picture
 * is sent; if the picture is refused, the dialog stays open on the created banner to try again.
 */
export function BannerDialog(props: { group: BannerGroup; banner: ConsoleBanner | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  const [banner, setBanner] = useState(props.banner);
  const [source, setSource] = useState<CropSource | null>(null);
  const [view, setView] = useState<CropView>(CENTRED);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(props.banner) });
  const save = useSaveBanner();
  const uploadImage = useUploadBannerImage();
  const target = BANNER_IMAGE_SIZES[props.group];
  const message = (name: keyof Values) => fieldMessage(t, form.formState.errors[name]?.message);

  const choose = async (file: File | undefined) => {
    setPictureError(null);
    setSource(null);
    if (!file) return;
    const loaded = await loadCropSource(file);
    if (!loaded) return setPictureError(t('banner.pictureType'));
    setView(CENTRED);
    setSource(loaded);
  };

  const sendPicture = async (id: number) => {
    if (!source) return true;
    try {
      await uploadImage.mutateAsync({ id, image: await cropToBlob(source, view, target) });
      return true;
    } catch (error) {
      setPictureError(errorText(t, error));
      return false;
    }
  };

  const submit = form.handleSubmit(async (v) => {
    setFormError(null);
    // A picture the site would blur is refused here, before anything is saved.
    if (
      source &&
      cropQuality(outputSize(cropRect(source.image, target.width / target.height, view), target), target) === 'tooSmall'
    )
      return setPictureError(t('crop.tooSmall', { minWidth: Math.ceil(target.width / 2) }));
    const body = {
      groupName: props.group,
      lang: v.lang,
      title: v.title,
      subtitle: v.subtitle,
      linkUrl: v.linkUrl || null,
      sort: v.sort,
      ...scheduleBody(v),
      ...reasonBody(v.reason),
    };
    let saved: ConsoleBanner;
    try {
      saved = await save.mutateAsync({ id: banner?.id ?? null, body });
    } catch (error) {
      return setFormError(placeServerError(form, error, t));
    }
    setBanner(saved);
    if (await sendPicture(saved.id)) props.onClose();
  });

  const busy = save.isPending || uploadImage.isPending;
  return (
    <FormFrame
      title={t(banner ? 'banner.editTitle' : 'banner.addTitle', { group: t(`group.${props.group}`) })}
      wide
      formError={formError}
      busy={busy}
      submitLabel={t(banner ? 'action.save' : 'banner.publish')}
      onSubmit={(e) => void submit(e)}
      onClose={props.onClose}
    >
      {banner && !props.banner ? <Alert tone="info">{t('banner.createdRetryPicture')}</Alert> : null}
      <Field label={t('field.lang')} error={message('lang')}>
        {(c) => (
          <select {...c} {...form.register('lang')}>
            {CONTENT_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`lang.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SortField form={form} message={message} />
      <Field label={t('field.title')} error={message('title')} className="form__wide">
        {(c) => <input {...c} autoComplete="off" {...form.register('title')} />}
      </Field>
      <Field label={t('field.subtitle')} error={message('subtitle')} className="form__wide">
        {(c) => <input {...c} autoComplete="off" {...form.register('subtitle')} />}
      </Field>
      <Field label={t('field.link')} error={message('linkUrl')} hint={t('field.linkHint')} className="form__wide">
        {(c) => <input {...c} autoComplete="off" spellCheck={false} {...form.register('linkUrl')} />}
      </Field>
      <ScheduleFields form={form} message={message} />
      <Field
        label={t('banner.picture')}
        error={pictureError ?? undefined}
        hint={t('banner.pictureHint', { width: target.width, height: target.height })}
        className="form__wide"
      >
        {(c) => (
          <input {...c} type="file" accept="image/png,image/jpeg" onChange={(e) => void choose(e.target.files?.[0])} />
        )}
      </Field>
      {source ? (
        <div className="form__wide">
          <ImageCropper source={source} view={view} target={target} onView={setView} />
        </div>
      ) : banner?.imageUrl ? (
        <img className="banner-thumb banner-thumb--large form__wide" src={`/media${banner.imageUrl}`} alt="" />
      ) : null}
      <ReasonField form={form} message={message} wide />
    </FormFrame>
  );
}
