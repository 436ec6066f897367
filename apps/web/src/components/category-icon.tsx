import type { ReactNode } from 'react';
import type { LobbyMenuEntry } from '@/lib/route-rules';
import {
  BallIcon,
  CardsIcon,
  ClockIcon,
  FishIcon,
  FlameIcon,
  GamepadIcon,
  HeartIcon,
  LiveIcon,
  LottoIcon,
  RoosterIcon,
  SlotIcon,
  TicketIcon,
} from '@/components/ui/icons';

/** Icon of each lobby category (header nav, lobby menu, category titles). */
export const CATEGORY_ICON: Record<LobbyMenuEntry, ReactNode> = {
  HOT: <FlameIcon />,
  FAV: <HeartIcon />,
  RECENT: <ClockIcon />,
  RNG: <SlotIcon />,
  LIVE: <LiveIcon />,
  FISH: <FishIcon />,
  PVP: <CardsIcon />,
  SPORTS: <BallIcon />,
  ESPORTS: <GamepadIcon />,
  COCKFIGHT: <RoosterIcon />,
  LOTT: <LottoIcon />,
  ELOTT: <TicketIcon />,
};
