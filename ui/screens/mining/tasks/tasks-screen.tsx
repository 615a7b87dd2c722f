/**
 * /mining/tasks and /mining/tasks/{tab} (seed 001 §2 "Tasks screen"): the four tabs as links (the
 * tab is the URL's; an unknown one is the default, bigpump), the tasks grouped by category with each
 * card's icon (by its type), reward and its deadline's countdown (red under 6 h, 'Expired' once past and done), and the
 * task's bottom sheet. The order, the hiding and the states are the domain's (rules.ts); the
 * server verifies and grants, polled every 30 s.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams, type LinkProps } from '@tanstack/react-router';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { provideTasks, restoredTimers } from '../../../../domain/mining/tasks/provide';
import { taskTabOf } from '../../../../domain/mining/tasks/rules';
import { selectTasksView, type TaskCard } from '../../../../domain/mining/tasks/selectors';
import { TASK_TABS, type TaskTab } from '../../../../domain/mining/tasks/types';
import { formatTokenAmount } from '../../../../domain/money/format';
import { LinkButton } from '../../../components/button';
import { cx } from '../../../components/class-names';
import { Skeleton } from '../../../components/skeleton';
import { sameData } from '../../../machines/same-data';
import { WalletHomeContext } from '../../../machines/wallet-home-context';
import { usePorts } from '../../../ports-context';
import { FEATURE_PATHS } from '../../../routes/feature-paths';
import { PATHS } from '../../../routes/paths';
import { AirdropsTab } from './airdrops-tab';
import { useTaskWords } from './task-messages';
import { TaskDeadline } from './task-deadline';
import { TaskIcon } from './task-icons';
import { TasksContext } from './tasks-context';
import { TaskSheet } from './task-sheet';
import styles from './tasks.module.css';
import { Unbroken } from '../../../components/unbroken';

const tabId = (tab: TaskTab): string => `tasks-tab-${tab}`;
const TASKS_PANEL_ID = 'tasks-panel';

/**
 * The four lists as one segmented row of tabs (issue 41: they wrapped at 412 px): the row scrolls
 * sideways when the words are longer than the screen, the current tab is scrolled into view. A tab
 * is a link (the tab is the URL's), marked as a tab of a tablist: one stop for Tab, the arrow keys,
 * Home and End move along the row and open the tab they reach (WAI-ARIA tabs, automatic activation).
 */
function TaskTabs({ current }: { current: TaskTab }) {
  const words = useTaskWords();
  const { t } = useLingui();
  const navigate = useNavigate();
  const tabs = useRef(new Map<TaskTab, HTMLAnchorElement>());
  useEffect(() => {
    // jsdom has no scrollIntoView; a browser always does.
    tabs.current.get(current)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TASK_TABS.indexOf(current);
    const next =
      event.key === 'ArrowRight' ? TASK_TABS[(at + 1) % TASK_TABS.length]
      : event.key === 'ArrowLeft' ? TASK_TABS[(at - 1 + TASK_TABS.length) % TASK_TABS.length]
      : event.key === 'Home' ? TASK_TABS[0]
      : event.key === 'End' ? TASK_TABS[TASK_TABS.length - 1]
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    tabs.current.get(next)?.focus();
    void navigate({ to: tabPath(next) });
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t`Task lists`} onKeyDown={move} data-testid="tasks-tabs">
      {TASK_TABS.map((tab) => (
        <Link
          key={tab}
          ref={(element) => {
            if (element) tabs.current.set(tab, element);
            else tabs.current.delete(tab);
          }}
          to={tabPath(tab)}
          id={tabId(tab)}
          role="tab"
          aria-selected={tab === current}
          aria-controls={TASKS_PANEL_ID}
          tabIndex={tab === current ? 0 : -1}
          className={cx(styles.tab, tab === current && styles.current)}
          data-testid={`tasks-tab-${tab}`}
        >
          {words.tab(tab)}
        </Link>
      ))}
    </div>
  );
}

// The feature's routes are mounted after the first screen and not in the router's type (mining-tiles.tsx does the same).
const tabPath = (tab: TaskTab): LinkProps['to'] => PATHS.miningTasksTab.replace('$tab', tab) as string as LinkProps['to'];

function CardStatus({ card }: { card: TaskCard }) {
  if (card.expired) {
    return (
      <span className={styles.muted} data-testid="task-expired">
        <Trans>Expired</Trans>
      </span>
    );
  }
  if (card.done) {
    return (
      <span className={styles.done} data-testid="task-done">
        <Trans>Completed</Trans>
      </span>
    );
  }
  // A date is too long to stand beside a long title at 320 px ("Guess / the / meme / phrase"): its own row.
  return <TaskDeadline card={card} testId="task-deadline" dateClassName={styles.cardDate} />;
}

function TaskCardButton({ card }: { card: TaskCard }) {
  const actor = TasksContext.useActorRef();
  const words = useTaskWords();
  const reward = formatTokenAmount(card.task.reward);
  return (
    <li>
      <button
        type="button"
        className={styles.card}
        onClick={() => actor.send({ type: 'task.open', code: card.task.code })}
        aria-haspopup="dialog"
        data-testid={`task-${card.task.code}`}
        data-done={card.done}
        data-red={card.red}
      >
        <TaskIcon type={card.task.type} className={styles.cardIcon} />
        <span className={styles.title}>{words.title(card.task)}</span>
        <span className={styles.reward}>
          <Unbroken><Trans>+{reward} SWITCH/h</Trans></Unbroken>
        </span>
        <CardStatus card={card} />
      </button>
    </li>
  );
}

/** The proof-of-humanity task card (seed 001 §2): a link to /prove for a human-group user who has not confirmed. */
function ProofCard() {
  return (
    <section className={styles.group} aria-labelledby="tasks-proof-title">
      {/* The feature's routes are mounted after the first screen and not in the router's type (mining-tiles.tsx does the same). */}
      <Link to={FEATURE_PATHS.prove as string as LinkProps['to']} className={cx(styles.card, styles.proofCard)} data-testid="task-proof-card">
        <TaskIcon type="prove" className={styles.cardIcon} />
        <span id="tasks-proof-title" className={styles.title}>
          <Trans>Proof of humanity</Trans>
        </span>
        <span className={styles.reward}>
          <Trans>Prove you are human and get +5 % on every claim.</Trans>
        </span>
      </Link>
    </section>
  );
}

function TasksList() {
  const view = TasksContext.useSelector(selectTasksView, sameData);
  const actor = TasksContext.useActorRef();
  const words = useTaskWords();
  const { t } = useLingui();
  if (view.step === 'loading') {
    return (
      <div aria-busy="true" data-testid="tasks-loading">
        <Skeleton shape="wide" />
        <Skeleton />
        <span className="visually-hidden">{t`Loading`}</span>
      </div>
    );
  }
  if (view.step === 'failed') {
    return (
      <div role="alert" data-testid="tasks-failed">
        <p className={styles.error}>{words.failure(view.failure)}</p>
        <LinkButton onClick={() => actor.send({ type: 'tasks.retry' })}>
          <Trans>Retry</Trans>
        </LinkButton>
      </div>
    );
  }
  if (view.step === 'airdrops') return <AirdropsTab />;
  const speed = formatTokenAmount(view.speed ?? '0');
  return (
    <>
      <p className={styles.speed} data-testid="tasks-speed">
        <Trans>Your speed: <Unbroken>{speed} SWITCH/h</Unbroken></Trans>
      </p>
      {view.proofCard ? <ProofCard /> : null}
      {view.groups.map(({ group, cards }) => (
        <section key={group} className={styles.group} aria-labelledby={`tasks-group-${group}`} data-testid={`tasks-group-${group}`}>
          <h2 id={`tasks-group-${group}`} className={styles.groupTitle}>
            {words.group(group)}
          </h2>
          <ul className={styles.cards}>
            {cards.map((card) => (
              <TaskCardButton key={card.task.code} card={card} />
            ))}
          </ul>
        </section>
      ))}
      {view.open ? <TaskSheet card={view.open} /> : null}
    </>
  );
}

/** After a daily reward is taken here, the home's daily-boost flag (isNotifyForBoost) is read again, so it clears. */
function RefreshBoostFlag() {
  const taken = TasksContext.useSelector((snapshot) => selectTasksView(snapshot).dailyTaken);
  const home = WalletHomeContext.useActorRef();
  useEffect(() => {
    if (taken > 0) home.send({ type: 'wallet.refresh' });
  }, [home, taken]);
  return null;
}

/** Tells the machine when the URL's tab changes (a tab link, the back button). */
function FollowTab({ tab }: { tab: TaskTab }) {
  const actor = TasksContext.useActorRef();
  useEffect(() => {
    if (actor.getSnapshot().context.tab !== tab) actor.send({ type: 'tab.select', tab });
  }, [actor, tab]);
  return null;
}

export function TasksScreen() {
  const ports = usePorts();
  const params = useParams({ strict: false });
  const tab = taskTabOf((params as { tab?: unknown }).tab);
  const [logic] = useState(() => provideTasks(ports));
  return (
    <TasksContext.Provider logic={logic} options={{ input: { tab, timers: restoredTimers(ports.storage) } }}>
      <FollowTab tab={tab} />
      <RefreshBoostFlag />
      <div className={styles.screen} data-testid="tasks-screen" data-tab={tab}>
        <TaskTabs current={tab} />
        <div className={styles.panel} role="tabpanel" id={TASKS_PANEL_ID} aria-labelledby={tabId(tab)}>
          <TasksList />
        </div>
      </div>
    </TasksContext.Provider>
  );
}
