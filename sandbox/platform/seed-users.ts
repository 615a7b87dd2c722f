/** Deterministic test users. Their ids are fixed so tests and the host page can name them. */
export interface SeedUser {
  readonly key: string;
  readonly id: number;
  readonly firstName: string;
  readonly lastName?: string;
  readonly username: string;
  readonly languageCode: 'en' | 'ru';
  readonly isPremium: boolean;
}

export const SEED_USERS: readonly SeedUser[] = [
  { key: 'alice', id: 1001, firstName: 'Alice', lastName: 'Liddell', username: 'alice', languageCode: 'en', isPremium: false },
  { key: 'bob', id: 1002, firstName: 'Bob', username: 'bob', languageCode: 'en', isPremium: true },
  { key: 'carol', id: 1003, firstName: 'Carol', username: 'carol', languageCode: 'ru', isPremium: false },
  { key: 'dave', id: 1004, firstName: 'Dave', username: 'dave', languageCode: 'en', isPremium: false },
];

export function seedUser(key: string): SeedUser | undefined {
  return SEED_USERS.find((user) => user.key === key);
}

/** The bot token the sandbox signs and checks init data with, unless configured otherwise. */
export const SANDBOX_BOT_TOKEN = '7000000001:SANDBOX-not-a-real-bot-token-000000000';
