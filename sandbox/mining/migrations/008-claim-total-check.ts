/**
 * The claim's check of the claimer's stored total, inside its writing statement
 * (docs/decisions/sandbox-platform.md "The claim's last statement commits (issue 36)"): that
 * statement also commits, so a total other than the one computed under the miner's lock must fail
 * the statement itself (and with it the COMMIT that rides behind it), not a check in TypeScript
 * after the commit. Returns the total as text when it is the expected one.
 */
import type { Migration } from '../../platform/store/db';

export const claimTotalCheck: Migration = {
  id: '008-claim-total-check',
  sql: `
create function mining_claim_total(p_claim text, p_stored numeric, p_expected numeric)
returns text
language plpgsql volatile
as $fn$
begin
  if p_stored is distinct from p_expected then
    raise exception 'claim %: the stored total % is not the % computed under the lock', p_claim, coalesce(p_stored::text, 'none'), p_expected
      using errcode = 'XX000';
  end if;
  return p_stored::text;
end
$fn$;
`,
};
