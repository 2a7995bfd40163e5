// The demo tenant's three levels. Dependency-free: scripts/gen-seed-images.mjs draws their pictures.
export const SEED_LEVELS = [
  { name: 'Iniciante', neededScore: 20, color: '#38BDF8', animation: 'levelUpBronze' },
  { name: 'Explorador', neededScore: 50, color: '#FBBF24', animation: 'levelUpSilver' },
  { name: 'Mestre', neededScore: 300, color: '#F472B6', animation: 'levelUpGold' },
] as const;
