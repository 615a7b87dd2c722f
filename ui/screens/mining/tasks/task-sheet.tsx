/**
 * A task's bottom sheet (seed 001 §2 "Each task opens a bottom sheet"): what to do, the reward and
 * for how long, the network fee where the task has one, the deadline, and its action: open the
 * task's link (through the messenger), and Check, which asks the server now (it verifies the task
 * against its records and grants the boost once): a channel subscription is confirmed with
 * confirmSubscription, and 'not a member' is worded here. A done task shows its boost's end.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { opensSwap, paysTonSwapGas } from '../../../../domain/mining/tasks/rules';
import { walletTaskOf } from '../../../../domain/mining/tasks/wallet-tasks/rules';
import { isOpenLeague } from '../../../../domain/mining/tasks/open-league/rules';
import { selectTasksView, type TaskCard } from '../../../../domain/mining/tasks/selectors';
import { formatTokenAmount } from '../../../../domain/money/format';
import { tonSwapGasText } from '../../../../domain/swap/ton-tools';
import { BottomSheet } from '../../../components/bottom-sheet';
import { Button, buttonClass, MainButton } from '../../../components/button';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { PATHS } from '../../../routes/paths';
import { BoostTimerProgress } from './boost-timer';
import { DailyRewardDays } from './daily-reward';
import { EmojiTaskAction, isEmojiTask } from './emoji-task-action';
import { TaskDeadline } from './task-deadline';
import { TaskPlaceLink } from './task-place-link';
import { useTaskWords } from './task-messages';
import { TasksContext } from './tasks-context';
import { WalletTaskAction } from './wallet-task-action';
import { OpenLeagueAction } from './open-league-action';
import { PunkNftAction } from './punk-nft-action';
import { CreateCoinAction } from './create-coin-action';
import { MemePhraseAction } from './meme-phrase-action';
import { isCreateCoin } from '../../../../domain/mining/tasks/create-coin/rules';
import { isMemePhrase } from '../../../../domain/mining/tasks/meme-phrase/rules';
import styles from './tasks.module.css';
import { Unbroken } from '../../../components/unbroken';

const isMessengerLink = (url: string): boolean => /^https:\/\/t\.me\//.test(url);

export function TaskSheet({ card }: { card: TaskCard }) {
  const actor = TasksContext.useActorRef();
  const view = TasksContext.useSelector(selectTasksView, sameData);
  const { messenger } = usePorts();
  const words = useTaskWords();
  const { t, i18n } = useLingui();
  const { task } = card;
  // A timed task is checked only once its timer has run out (seed 001 §4: the button is disabled meanwhile).
  const confirmingTimer = view.openTimer !== null && view.openTimer.leftMs > 0;
  const close = () => actor.send({ type: 'task.close' });
  const open = (url: string) => (isMessengerLink(url) ? messenger.openTelegramLink(url) : messenger.openLink(url));
  const reward = formatTokenAmount(task.reward);
  const hours = task.boostHours;
  const ends = task.boostEndsAt === null ? null : i18n.date(new Date(task.boostEndsAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <BottomSheet title={words.title(task)} onClose={close}>
      <div className={styles.sheet} data-testid="task-sheet" data-code={task.code}>
        <p className={styles.muted}>{words.howTo(task)}</p>
        {view.openDaily ? <DailyRewardDays card={card} /> : null}
        {view.openTimer === null || card.done ? null : (
          <BoostTimerProgress {...view.openTimer} onSpeedUp={() => actor.send({ type: 'timer.speedUp', code: task.code })} />
        )}
        <SummaryList look="plain">
          <SummaryRow label={<Trans>Reward</Trans>} testId="task-reward">
            <Trans>
              <Unbroken>+{reward} SWITCH/h</Unbroken> for {hours} h
            </Trans>
          </SummaryRow>
          {task.gas === null ? null : (
            <SummaryRow label={<Trans>Network fee</Trans>} testId="task-gas">
              <Unbroken>{paysTonSwapGas(task) ? tonSwapGasText(null) : task.gas}</Unbroken>
            </SummaryRow>
          )}
          {card.msLeft === null || card.done || view.openDaily ? null : (
            <SummaryRow label={<Trans>Time left</Trans>} testId="task-time-left">
              <TaskDeadline card={card} />
            </SummaryRow>
          )}
          {task.maxAmount > 1 ? (
            <SummaryRow label={<Trans>Progress</Trans>} testId="task-progress">
              {`${String(task.doneAmount)} / ${String(task.maxAmount)}`}
            </SummaryRow>
          ) : null}
          {ends === null ? null : (
            <SummaryRow label={<Trans>Boost until (UTC)</Trans>} testId="task-boost-ends">
              {ends}
            </SummaryRow>
          )}
        </SummaryList>
        {view.confirmFailure === null ? null : (
          <p className={styles.error} role="alert" data-testid="task-confirm-failure">
            {words.confirmFailure(view.confirmFailure)}
          </p>
        )}
        {card.done ? (
          <p className={styles.done} role="status" data-testid="task-sheet-done">
            {view.openDaily ? <Trans>Taken today: the boost is added to your speed. Come back tomorrow.</Trans> : <Trans>Done: the boost is added to your speed.</Trans>}
          </p>
        ) : isEmojiTask(task) ? (
          <EmojiTaskAction task={task} />
        ) : isOpenLeague(task) ? (
          <OpenLeagueAction task={task} />
        ) : task.type === 'nft' ? (
          <PunkNftAction />
        ) : isCreateCoin(task) ? (
          <CreateCoinAction task={task} />
        ) : isMemePhrase(task) ? (
          <MemePhraseAction task={task} />
        ) : walletTaskOf(task) !== null ? (
          <WalletTaskAction task={task} />
        ) : (
          <div className={styles.actions}>
            {opensSwap(task) ? (
              <Link to={PATHS.swap} search={task.swapPair ?? {}} className={buttonClass('main')} data-testid="task-go-to-swap">
                <Trans>Go to swap</Trans>
              </Link>
            ) : null}
            <TaskPlaceLink task={task} />
            {task.url === null ? null : (
              <MainButton
                onClick={() => {
                  if (view.openTimed) actor.send({ type: 'timer.start', code: task.code });
                  open(task.url ?? '');
                }}
                data-testid="task-open"
              >
                <Trans>Open</Trans>
              </MainButton>
            )}
            {view.openDaily ? (
              <MainButton onClick={() => actor.send({ type: 'task.confirm' })} aria-busy={view.confirming} disabled={view.confirming} data-testid="daily-take">
                {view.confirming ? <Trans>Taking…</Trans> : <Trans>Take today’s reward</Trans>}
              </MainButton>
            ) : (
              <Button
                onClick={() => actor.send(view.openConfirms ? { type: 'task.confirm' } : { type: 'tasks.check' })}
                aria-label={t`Check the task`}
                aria-busy={view.confirming}
                disabled={view.confirming || confirmingTimer}
                data-testid="task-check"
              >
                {view.confirming ? <Trans>Checking…</Trans> : <Trans>Check</Trans>}
              </Button>
            )}
          </div>
        )}
      </div>
    </BottomSheet>
  );
}
