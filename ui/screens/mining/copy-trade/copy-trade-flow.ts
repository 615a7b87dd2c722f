/**
 * The copy-trade flow's steps and paths (ui/flows/flow-table.ts; docs/decisions.md "Flow routes"
 * and "Copy trading (issue 24)"). The entry loader at /copyTrade is replaced by where it leads; the
 * route leads the archive, address, network, token and deposit steps (back, a deep link), which
 * the machine enters only once their earlier choices are made (else the route is replaced by the
 * machine's step); the start in flight is never interrupted; success replaces itself.
 */
import type { CopyTradeEvent } from '../../../../domain/mining/copy-trade/events';
import type { CopyTradeSnapshot } from '../../../../domain/mining/copy-trade/machine';
import type { FlowTable } from '../../../flows/flow-table';
import { FEATURE_PATHS } from '../../../routes/feature-paths';

export const copyTradeFlow: FlowTable<CopyTradeSnapshot, CopyTradeEvent> = {
  name: 'copy-trade',
  steps: [
    { name: 'starting', when: (s) => s.hasTag('starting'), paths: null },
    { name: 'loading', when: (s) => s.hasTag('loading') || s.hasTag('failed'), paths: [FEATURE_PATHS.copyTrade], leaveBy: 'replace' },
    { name: 'not-balance', when: (s) => s.hasTag('not-balance'), paths: [FEATURE_PATHS.copyTradeNotBalance], arrive: 'replace' },
    { name: 'archive', when: (s) => s.hasTag('archive'), paths: [FEATURE_PATHS.copyTradeTraderArchive], enter: { type: 'step.enter', step: 'archive' } },
    { name: 'address', when: (s) => s.hasTag('address'), paths: [FEATURE_PATHS.copyTradeTraderAddress], enter: { type: 'step.enter', step: 'address' } },
    { name: 'network', when: (s) => s.hasTag('network'), paths: [FEATURE_PATHS.copyTradeChooseTokens], enter: { type: 'step.enter', step: 'network' } },
    { name: 'token', when: (s) => s.hasTag('token'), paths: [FEATURE_PATHS.copyTradeChooseNetwork], enter: { type: 'step.enter', step: 'token' } },
    { name: 'deposit', when: (s) => s.hasTag('deposit'), paths: [FEATURE_PATHS.copyTradeTraderDeposit], enter: { type: 'step.enter', step: 'deposit' } },
    { name: 'success', when: () => true, paths: [FEATURE_PATHS.copyTradeTraderSuccessfully], leaveBy: 'replace' },
  ],
};
