/**
 * The send flow's steps and paths (docs/decisions/send.md "Send routes"). The machine leads: a passed dry
 * run opens /send/confirm, a sent transfer replaces it with /send/success (back never returns to a
 * transfer already sent). Back from the confirmation returns the machine to the form, kept; leaving
 * the success screen starts over; a path opened without what it needs goes where the machine is.
 */
import type { SendEvent, sendMachine } from '../../domain/send/machine';
import { selectSendStep } from '../../domain/send/selectors';
import type { SnapshotFrom } from 'xstate';
import { PATHS } from '../routes/paths';
import type { FlowTable } from './flow-table';

type SendSnapshot = SnapshotFrom<typeof sendMachine>;

export const sendFlow: FlowTable<SendSnapshot, SendEvent> = {
  name: 'send',
  steps: [
    { name: 'success', when: (s) => selectSendStep(s) === 'success', paths: [PATHS.sendSuccess], arrive: 'replace', leave: { type: 'send.reset' } },
    // A transfer in flight is never interrupted by navigation; the result screen follows it.
    { name: 'sending', when: (s) => selectSendStep(s) === 'sending', paths: null },
    { name: 'confirming', when: (s) => selectSendStep(s) === 'confirming', paths: [PATHS.sendConfirm], leave: { type: 'confirm.back' } },
    // With a token the form is /send/info; /send stays open to choose another token.
    { name: 'details', when: (s) => s.context.token !== null, paths: [PATHS.sendInfo, PATHS.send] },
    { name: 'token', when: () => true, paths: [PATHS.send] },
  ],
};
