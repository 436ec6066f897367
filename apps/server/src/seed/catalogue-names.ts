/**
 * Word lists the demo catalogue's game names are built from. Combined deterministically (seeded
 * generator) and de-duplicated across the whole catalogue, so every name is distinct.
 */
export const SLOT_PREFIXES = [
  'Fortune', 'Golden', 'Lucky', 'Mystic', 'Wild', 'Royal', 'Mega', 'Crazy', 'Magic', 'Sweet', 'Blazing', 'Thunder',
  'Jade', 'Diamond', 'Emerald', 'Ruby', 'Crystal', 'Silver', 'Shining', 'Ancient', 'Legend of the', 'Rise of the',
  'Queen of the', 'King of the', 'Secrets of the', 'Treasures of the', 'Temple of the', 'Gates of the', 'Spirit of the',
  'Book of the', 'Rage of the', 'Tales of the', 'Mágico', 'Dorado', 'Señor', 'Fiesta', 'Neon', 'Cosmic', 'Frozen',
  'Burning', 'Hidden', 'Dancing', 'Flying', 'Roaring', 'Sacred', 'Imperial', 'Electric', 'Enchanted', 'Pinoy', 'Island',
] as const; // prettier-ignore

export const SLOT_NOUNS = [
  'Dragon', 'Tiger', 'Phoenix', 'Panda', 'Koi', 'Lotus', 'Pharaoh', 'Sphinx', 'Olympus', 'Zeus', 'Medusa', 'Viking',
  'Samurai', 'Ninja', 'Geisha', 'Buffalo', 'Wolf', 'Eagle', 'Lion', 'Elephant', 'Monkey', 'Rooster', 'Carabao', 'Rabbit',
  'Gems', 'Jewels', 'Cherries', 'Sevens', 'Bells', 'Fruits', 'Coins', 'Ingots', 'Pearls', 'Riches', 'Nuggets', 'Mahjong',
  'Lucky Cat', 'Lanterns', 'Fireworks', 'Candy', 'Bonanza', 'Safari', 'Pirates', 'Mermaid', 'Aztec', 'Inca', 'Cleopatra',
  'Alchemist', 'Wizard', 'Unicorn', 'Yeti', 'Kraken', 'Piñata', 'Corazón', 'Tesoro', 'Jeepney', 'Sampaguita', 'Mango',
  'Volcano', 'Galaxy', 'Cowboy', 'Genie', 'Pegasus', 'Griffin', 'Scarab', 'Oasis', 'Carnival', 'Rodeo', 'Jungle',
] as const; // prettier-ignore

export const SLOT_SUFFIXES = [
  'Megaways', 'Deluxe', 'Hold & Win', 'Rising', 'Link', 'Xtreme', 'Rush', 'Blitz', 'Power Reels', 'Reloaded', 'Frenzy',
  'Mania', 'Party', 'Quest', 'Boom', 'Cash Collect', 'Multiplier', 'Respin', 'Stacks', 'Ways',
] as const; // prettier-ignore

export const ARCADE_WORDS = [
  'Crash',
  'Plinko',
  'Mines',
  'Dice',
  'Hi-Lo',
  'Keno',
  'Limbo',
  'Wheel',
  'Tower',
  'Goal',
  'Hilo Rush',
  'Aviator',
] as const;
export const VIDEO_POKER = ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Double Bonus Poker', 'Aces and Faces', 'Bonus Poker', 'Tens or Better', 'All American Poker', 'Double Joker', 'Bonus Deluxe Poker'] as const; // prettier-ignore
export const TABLE_GAMES = ['Blackjack', 'Roulette', 'Baccarat', 'Sic Bo', 'Three Card Poker', "Casino Hold'em", 'Caribbean Stud', 'Red Dog', 'Pai Gow', 'Dragon Tiger', 'Andar Bahar', 'Teen Patti', 'Craps', 'War'] as const; // prettier-ignore
export const TABLE_VARIANTS = ['Classic', 'European', 'VIP', 'Gold', 'Multi-Hand', 'Speed', 'Mini', 'Deluxe', 'Pro', 'Royale', 'Double', 'Super'] as const; // prettier-ignore
export const FISH_WORDS = ['Ocean King', 'Fish Hunter', 'Deep Sea', 'Shark', 'Mermaid', 'Dragon Fishing', 'Golden Toad', 'Octopus', 'Coral Reef', 'Poseidon', 'Jackpot Fishing', 'Boom Legend', 'Happy Fishing', 'Bombing Fishing', 'Mega Fishing', 'Royal Fishing'] as const; // prettier-ignore
export const FISH_SUFFIXES = ['', ' 2', ' 3', ' Plus', ' Legend', ' Deluxe', ' Treasure', ' Hunter'] as const;
export const CARD_GAMES = ['Tongits', 'Pusoy', 'Pusoy Dos', "Texas Hold'em", 'Omaha', 'Niu Niu', 'Teen Patti', 'Rummy', 'Sam Gong', 'Pok Deng', 'Big Two', 'Fight the Landlord', 'Lucky 9', 'Tiến Lên', 'Mậu Binh', 'Xì Dách', 'Thirteen Cards', 'Golden Flower', 'Bull Fight', 'Crazy Eights', 'Gin Rummy', 'Blackjack Duel', 'Baccarat Squeeze', 'Dragon Tiger Duel', 'Red Black'] as const; // prettier-ignore
export const CARD_VARIANTS = ['', ' Rush', ' Pro', ' VIP', ' Classic', ' Turbo', ' Royale'] as const;
export const LIVE_TABLES = ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Fan Tan', 'Teen Patti', 'Andar Bahar', 'Color Game', 'Poker'] as const; // prettier-ignore
export const LIVE_THEMES = ['Speed', 'Squeeze', 'No Commission', 'Lightning', 'Golden', 'VIP', 'Salon Privé', 'Peek', 'Emperor', 'Fortune', 'Imperial', 'Classic'] as const; // prettier-ignore

export const VN_LOTTERY: Array<[region: 'NORTH' | 'CENTRAL' | 'SOUTH' | 'FAST', name: string]> = [
  ['NORTH', 'Miền Bắc'], ['NORTH', 'Hà Nội VIP'], ['NORTH', 'Hải Phòng'], ['NORTH', 'Quảng Ninh'], ['NORTH', 'Bắc Ninh'], ['NORTH', 'Nam Định'], ['NORTH', 'Thái Bình'],
  ['CENTRAL', 'Đà Nẵng'], ['CENTRAL', 'Khánh Hòa'], ['CENTRAL', 'Thừa Thiên Huế'], ['CENTRAL', 'Phú Yên'], ['CENTRAL', 'Quảng Nam'], ['CENTRAL', 'Đắk Lắk'],
  ['CENTRAL', 'Bình Định'], ['CENTRAL', 'Quảng Trị'], ['CENTRAL', 'Quảng Bình'], ['CENTRAL', 'Gia Lai'], ['CENTRAL', 'Ninh Thuận'], ['CENTRAL', 'Quảng Ngãi'],
  ['CENTRAL', 'Đắk Nông'], ['CENTRAL', 'Kon Tum'],
  ['SOUTH', 'TP. Hồ Chí Minh'], ['SOUTH', 'Đồng Tháp'], ['SOUTH', 'Cà Mau'], ['SOUTH', 'Bến Tre'], ['SOUTH', 'Vũng Tàu'], ['SOUTH', 'Bạc Liêu'], ['SOUTH', 'Đồng Nai'],
  ['SOUTH', 'Cần Thơ'], ['SOUTH', 'Sóc Trăng'], ['SOUTH', 'Tây Ninh'], ['SOUTH', 'An Giang'], ['SOUTH', 'Bình Thuận'], ['SOUTH', 'Vĩnh Long'], ['SOUTH', 'Bình Dương'],
  ['SOUTH', 'Trà Vinh'], ['SOUTH', 'Long An'], ['SOUTH', 'Bình Phước'], ['SOUTH', 'Hậu Giang'], ['SOUTH', 'Tiền Giang'], ['SOUTH', 'Kiên Giang'], ['SOUTH', 'Đà Lạt'],
  ['FAST', 'Siêu Tốc 1 Phút'], ['FAST', 'Siêu Tốc 3 Phút'], ['FAST', 'Siêu Tốc 5 Phút'],
]; // prettier-ignore

export const SEA_LOTTERY: Array<[family: 'THAI' | '4D', name: string]> = [
  ['THAI', 'Thai Government Lottery'], ['THAI', 'Thai Stock Lottery'], ['THAI', 'Lao Lottery'], ['4D', 'Magnum 4D'], ['4D', 'Da Ma Cai 1+3D'],
  ['4D', 'Sports Toto 4D'], ['4D', 'Singapore 4D'], ['4D', 'Sabah 88 4D'], ['4D', 'Sandakan 4D'], ['4D', 'Cash Sweep 4D'],
]; // prettier-ignore

export const WINNER_NAMES = [
  'mariaclara', 'juandelacruz', 'pinoyking', 'lakambini', 'datu_ben', 'ate_joy', 'kuya_mark', 'bossing88', 'luckyrose', 'jeepneyjoe',
  'somchai_t', 'nattaya', 'kittipong', 'malee99', 'anong_s', 'rizalito', 'maganda22', 'bayani_j', 'tala_star', 'dalisay',
  'lito_b', 'nenita', 'carlo_ph', 'gemma_r', 'paolo77', 'ricardo_m', 'isabela', 'ramon_d', 'cebu_boy', 'davao_girl',
] as const; // prettier-ignore
