/**
 * The seeded miner population (MINING.md "Ranks, alliances and friends"): 2,000 miners with a
 * heavy-tailed spread of mined SWITCH, 30 alliances, and friends (and friends of friends) for the
 * seed users, so every leaderboard, percentile and page is real. Deterministic: a fixed PRNG, so
 * two fresh stores hold the same population.
 */

export const POPULATION_SIZE = 2_000;
/** Seeded miners' ids start above this, far from the seed users and the ids tests make up. */
export const POPULATION_ID_BASE = 900_000_000;
export const SEEDED_AT = '2025-01-01T00:00:00Z';
const UNITS_PER_SWITCH = 1_000_000_000n;

export interface SeededMiner {
  readonly id: number;
  readonly firstName: string;
  readonly isPremium: boolean;
  readonly gotUnits: bigint;
  readonly alliance: string | null;
  readonly inviterId: number | null;
}

export interface Population {
  readonly alliances: readonly { readonly name: string; readonly title: string }[];
  readonly miners: readonly SeededMiner[];
}

/** mulberry32: small, fast and the same on every platform. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = [
  'Alex', 'Maria', 'Ivan', 'Olga', 'Sam', 'Nina', 'Leo', 'Eva', 'Max', 'Anna', 'Tom', 'Kira', 'Dan', 'Vera', 'Ben', 'Lena',
  'Igor', 'Mia', 'Oleg', 'Zoe', 'Paul', 'Yana', 'Roman', 'Ada', 'Artem', 'Lisa', 'Denis', 'Ira', 'Hugo', 'Sofia',
];

const ALLIANCE_WORDS = [
  'ton_titans', 'punk_pack', 'hash_house', 'switch_guild', 'night_miners', 'gold_rush', 'block_party', 'deep_core', 'iron_bank',
  'moon_diggers', 'lucky_seven', 'north_star', 'quiet_storm', 'red_giants', 'blue_whales', 'green_room', 'silver_line', 'fast_lane',
  'high_tide', 'low_key', 'open_road', 'big_pump', 'true_north', 'wild_cards', 'zero_gas', 'alpha_club', 'beta_crew', 'gamma_ray',
  'delta_force', 'omega_hall',
];

/** The seed users' friends: how many seeded miners each invited (carol has more than a page). */
export const SEED_FRIENDS: readonly { readonly inviterId: number; readonly count: number }[] = [
  { inviterId: 1001, count: 8 },
  { inviterId: 1002, count: 3 },
  { inviterId: 1003, count: 14 },
];
/** Alice's first friend invited this many more: alice's friends of friends. */
export const FRIENDS_OF_ALICES_FIRST_FRIEND = 5;

const titleOf = (name: string): string =>
  name
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function buildPopulation(): Population {
  const random = prng(0x5717c4);
  const alliances = ALLIANCE_WORDS.map((name) => ({ name, title: titleOf(name) }));
  const inviters: number[] = [];
  for (const { inviterId, count } of SEED_FRIENDS) for (let i = 0; i < count; i++) inviters.push(inviterId);
  const firstFriend = POPULATION_ID_BASE + 1;
  for (let i = 0; i < FRIENDS_OF_ALICES_FIRST_FRIEND; i++) inviters.push(firstFriend);

  const miners: SeededMiner[] = [];
  for (let index = 1; index <= POPULATION_SIZE; index++) {
    const id = POPULATION_ID_BASE + index;
    // One in twenty has not claimed anything yet; the rest spread from 1 to about 1,000,000 SWITCH.
    const mining = random() >= 0.05;
    const exponent = random() * 6;
    const whole = mining ? BigInt(Math.floor(10 ** exponent)) : 0n;
    const fraction = mining ? BigInt(Math.floor(random() * 1e9)) : 0n;
    const allianceDraw = random();
    miners.push({
      id,
      firstName: `${FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Miner'} ${index}`,
      isPremium: random() < 0.2,
      gotUnits: whole * UNITS_PER_SWITCH + fraction,
      // Three in five are in an alliance, the first alliances more crowded than the last.
      alliance: allianceDraw < 0.6 ? (alliances[Math.floor(allianceDraw * allianceDraw * 83) % alliances.length]?.name ?? null) : null,
      inviterId: inviters[index - 1] ?? null,
    });
  }
  return { alliances, miners };
}
