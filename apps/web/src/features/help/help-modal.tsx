import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { helpCenterQuery } from '@/lib/queries/system-api';
import { closeModal, type ModalProps } from '@/stores/modal-store';
import { ArticleContent } from './article-content';
import './help.css';

/** helpModal: the help centre of the current language; opens on the requested article (e.g. `term`). */
export default function HelpModal({ props }: { props: ModalProps['helpModal'] }) {
  const { t, i18n } = useTranslation();
  void i18n.language;
  const articles = useQuery(helpCenterQuery(currentLanguage()));
  const [picked, setPicked] = useState<string | null>(null);
  const list = [...(articles.data ?? [])].sort((a, b) => a.sort - b.sort);
  const active = list.find((a) => a.key === (picked ?? props.articleKey)) ?? list[0];

  return (
    <Modal name="helpModal" title={t('help.title')} onClose={() => closeModal('helpModal')} size="lg">
      {articles.isPending ? (
        <div className="help__loading">
          <Spinner />
        </div>
      ) : list.length === 0 || !active ? (
        <EmptyState title={t('state.noData')} />
      ) : (
        <div className="help">
          <nav className="help__nav" aria-label={t('help.title')}>
            <ul>
              {list.map((article) => (
                <li key={article.key}>
                  <button
                    type="button"
                    className="help__nav-item"
                    aria-current={article.key === active.key ? 'true' : undefined}
                    onClick={() => setPicked(article.key)}
                    data-help={article.key}
                  >
                    {article.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <article className="help__article" data-article={active.key} data-testid="help-article">
            <h3 className="help__article-title">{active.title}</h3>
            <ArticleContent content={active.content} />
          </article>
        </div>
      )}
    </Modal>
  );
}
