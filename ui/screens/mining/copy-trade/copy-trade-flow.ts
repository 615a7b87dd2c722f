/**
 * The copy-trade flow's steps and paths (ui/flows/flow-table.ts; docs/decisions/architecture.md "Flow routes"
 * and docs/decisions/copy-trade.md "Copy trading (issue 24)"). The entry loader at /copyTrade is replaced by where it leads; the
 * route leads the archive, address, network, token and deposit steps (back, a deep link), which
 * the machine enters only once their earlier choices are made (else the route is replaced by the
 * machine's step); the start in flight is never interrupted; success replaces itself.
 * Back targets (seed 001 §2), whatever the history holds: the address goes to the archive with
 * subscriptions, else home; the network chooser to the address; the deposit to the network chooser
 * (the token list is replaced by the deposit, so the history agrees); the archive and notBalance
 * go home.
 */
import type { CopyTradeEvent } from '../../../../domain/mining/copy-trade/events';
import type { CopyTradeSnapshot } from '../../../../domain/mining/copy-trade/machine';
import type { FlowTable } from '../../../flows/flow-table';
import { FEATURE_PATHS } from '../../../routes/feature-paths';
import { PATHS } from '../../../routes/paths';

const HOME = () => PATHS.home;

export const copyTradeFlow: FlowTable<CopyTradeSnapshot, CopyTradeEvent> = {
  name: 'copy-trade',
  steps: [
    { name: 'starting', when: (s) => s.hasTag('starting'), paths: null },
    { name: 'loading', when: (s) => s.hasTag('loading') || s.hasTag('failed'), paths: [FEATURE_PATHS.copyTrade], leaveBy: 'replace' },
    { name: 'not-balance', when: (s) => s.hasTag('not-balance'), paths: [FEATURE_PATHS.copyTradeNotBalance], arrive: 'replace', back: HOME },
    { name: 'archive', when: (s) => s.hasTag('archive'), paths: [FEATURE_PATHS.copyTradeTraderArchive], enter: { type: 'step.enter', step: 'archive' }, back: HOME },
    {
      name: 'address',
      when: (s) => s.hasTag('address'),
      paths: [FEATURE_PATHS.copyTradeTraderAddress],
      enter: { type: 'step.enter', step: 'address' },
      back: (s) => (s.context.trades.length > 0 ? FEATURE_PATHS.copyTradeTraderArchive : PATHS.home),
    },
    { name: 'network', when: (s) => s.hasTag('network'), paths: [FEATURE_PATHS.copyTradeChooseTokens], enter: { type: 'step.enter', step: 'network' }, back: () => FEATURE_PATHS.copyTradeTraderAddress },
    { name: 'token', when: (s) => s.hasTag('token'), paths: [FEATURE_PATHS.copyTradeChooseNetwork], enter: { type: 'step.enter', step: 'token' }, leaveBy: 'replace' },
    { name: 'deposit', when: (s) => s.hasTag('deposit'), paths: [FEATURE_PATHS.copyTradeTraderDeposit], enter: { type: 'step.enter', step: 'deposit' }, back: () => FEATURE_PATHS.copyTradeChooseTokens },
    { name: 'success', when: () => true, paths: [FEATURE_PATHS.copyTradeTraderSuccessfully], leaveBy: 'replace' },
  ],
};
