import { LobbyGames } from './lottery-lobby';

/** /seaLottery: the Thai government lottery (and the other Thai-drawn games) and the 4D games. */
export function SeaLobby() {
  return <LobbyGames filter={{ vassalage: 'TCG_SEA' }} base="/seaLottery" group={(g) => g.family} />;
}
