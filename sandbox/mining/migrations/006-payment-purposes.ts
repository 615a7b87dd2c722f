/**
 * Payments for any purpose (issue 19): the purpose table lives in code (each selling feature's row),
 * so the database no longer lists purposes; an intent keeps its purchase's details (a staking
 * deposit's amount and period...), which its row reads when the payment activates it.
 */
import type { Migration } from '../../platform/store/db';

export const paymentPurposes: Migration = {
  id: '006-payment-purposes',
  sql: `
alter table payment_intents drop constraint if exists payment_intents_purpose_check;
alter table payment_intents add constraint payment_intents_purpose_name check (purpose ~ '^[a-z][a-z0-9-]{0,31}$');
alter table payment_intents add column details jsonb not null default '{}'::jsonb;
`,
};
