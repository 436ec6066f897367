import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOBBY_PAGE_SIZE } from '@fortuna/contracts/games-fns';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { closeModal, type ModalProps } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useGameList } from './api/get-game-list';
import { GameGrid } from './game-grid';
import { SearchBox } from './search-box';
import './lobby-grid.css';
import './vendor-cards.css';
import './home-hero.css';
import './home-stats.css';
import './lobby.css';

/** Spec §2 game popup / §4 "Game launch": the game list of one vendor (isGame VASSALAGE entries). */
export default function GamePopup({ props }: { props: ModalProps['gamePopup'] }) {
  const { t } = useTranslation('lobby');
  const token = useSessionStore((s) => s.token);
  const [page, setPage] = useState(1);
  const [gameName, setGameName] = useState('');
  const list = useGameList(
    { gameType: props.gameType, vassalage: props.vassalage, gameName, pageNo: page, pageSize: LOBBY_PAGE_SIZE },
    token,
  );
  return (
    <Modal name="gamePopup" title={props.title} onClose={() => closeModal('gamePopup')} size="lg">
      <div className="game-popup">
        <SearchBox
          id="search-game-popup"
          value={gameName}
          onSearch={(text) => {
            setGameName(text);
            setPage(1);
          }}
        />
        <GameGrid
          games={list.data?.list}
          loading={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
          skeletons={8}
          stale={list.isPlaceholderData}
        />
        <Pagination
          page={page}
          totalPages={list.data?.totalPages ?? 0}
          onChange={setPage}
          label={t('pagination.label')}
        />
      </div>
    </Modal>
  );
}
