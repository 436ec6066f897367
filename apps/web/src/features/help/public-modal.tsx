import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { closeModal, type ModalProps } from '@/stores/modal-store';
import { ArticleContent } from './article-content';

/** publicModal: a general message (title, text) with OK, or a confirmation with cancel/confirm. */
export default function PublicModal({ props }: { props: ModalProps['publicModal'] }) {
  const { t } = useTranslation();
  const close = () => closeModal('publicModal');
  const footer = props.onConfirm ? (
    <>
      <Button variant="ghost" onClick={close}>
        {t('action.cancel')}
      </Button>
      <Button
        onClick={() => {
          close();
          props.onConfirm?.();
        }}
        data-testid="public-modal-confirm"
      >
        {t(props.confirmKey ?? 'action.confirm')}
      </Button>
    </>
  ) : (
    <Button onClick={close}>{t('action.ok')}</Button>
  );
  return (
    <Modal name="publicModal" title={t(props.titleKey)} onClose={close} size="sm" footer={footer}>
      {props.bodyKey ? <p className="public-modal__text">{t(props.bodyKey)}</p> : null}
      {props.body ? <ArticleContent content={props.body} /> : null}
    </Modal>
  );
}
