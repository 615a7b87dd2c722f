/** Inserts the seeded miner population (../engine/population.ts) once, from the first open of a store. */
import type { Migration } from '../../platform/store/db';
import { buildPopulation, SEEDED_AT } from '../shared/population';

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

function populationSql(): string {
  const { alliances, miners } = buildPopulation();
  const allianceRows = alliances.map((a) => `(${text(a.name)}, ${text(a.title)}, '${SEEDED_AT}')`).join(',\n');
  const userRows = miners.map((m) => `(${m.id}, ${text(m.firstName)}, ${m.isPremium}, '${SEEDED_AT}')`).join(',\n');
  const miningRows = miners
    .map((m) => `(${m.id}, ${m.gotUnits.toString()}, '${SEEDED_AT}', ${m.alliance ? text(m.alliance) : 'NULL'}, ${m.inviterId ?? 'NULL'}, '${SEEDED_AT}')`)
    .join(',\n');
  return `
insert into mining_alliances (name, title, created_at) values
${allianceRows};
insert into users (id, first_name, is_premium, created_at) values
${userRows};
insert into mining_users (user_id, got_units, last_claim_at, alliance, inviter_id, created_at) values
${miningRows};
`;
}

export const miningPopulation: Migration = { id: '005-mining-population', sql: populationSql() };
