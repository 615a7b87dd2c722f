/**
 * The host page's markup. It is static on purpose: nothing the tester or the app chooses is put
 * into HTML; the script fills every dynamic text with textContent.
 */
import { SEED_USERS } from '../platform/seed-users';
import { CHAIN_IDS, chainInfo } from '../../domain/chains';
import { MAX_ACCOUNT_INDEX } from '../../domain/wallet/account-index';
import { CLOCK_MOVES, CLOCK_UNITS } from './clock-moves';
import { nativeDialogsHtml } from './native-page';
import { biometryDialogHtml } from './biometry-page';

// Only our own constants reach this markup, but escape them anyway so the rule has no exceptions.
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const option = (value: string, label: string): string => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;

export function hostPageHtml(): string {
  const users = SEED_USERS.map((user) => option(user.key, `${user.firstName} (${user.id}, ${user.languageCode}${user.isPremium ? ', premium' : ''})`)).join('');
  const chains = CHAIN_IDS.map((id) => option(String(id), chainInfo(id).name)).join('');
  const moves = CLOCK_MOVES.map((move) => `<button type="button" data-testid="${escapeHtml(move.testId)}" data-move-ms="${move.ms}">${escapeHtml(move.label)}</button>`).join('\n        ');
  const units = CLOCK_UNITS.map((unit) => `<option value="${unit.ms}"${unit.label === 'hours' ? ' selected' : ''}>${escapeHtml(unit.label)}</option>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox messenger</title>
<link rel="stylesheet" href="/host.css">
<script type="module" src="/host.js"></script>
</head>
<body>
<header class="banner" data-testid="sandbox-banner" role="note">Sandbox — simulated chains and payments, no real funds</header>

<form class="controls" data-testid="host-controls" autocomplete="off">
  <label>Test user
    <select name="user" data-testid="host-user">${users}${option('new', 'New user')}</select>
  </label>
  <span class="user-id" data-testid="host-user-id"></span>
  <label>First name (new user)
    <input name="firstName" data-testid="host-first-name" placeholder="generated" disabled>
  </label>
  <label>Language
    <select name="lang" data-testid="host-lang">${option('en', 'en')}${option('ru', 'ru')}</select>
  </label>
  <label>Theme
    <select name="theme" data-testid="host-theme">${option('light', 'light')}${option('dark', 'dark')}</select>
  </label>
  <label>Start parameter
    <input name="startParam" data-testid="host-start-param" spellcheck="false">
  </label>
  <label>Platform
    <select name="platform" data-testid="host-platform">${option('weba', 'web')}${option('ios', 'iPhone (insets, full screen)')}${option('android', 'Android (insets, full screen)')}</select>
  </label>
  <button type="submit" data-testid="host-reload">Reload</button>
  <p class="error" data-testid="host-error" role="alert" hidden></p>
</form>

<main class="layout">
  <section class="phone" data-testid="host-phone" aria-label="Messenger window">
    <div class="app-header" data-testid="host-header">
      <button type="button" class="back" data-testid="host-back" hidden>‹ Back</button>
      <span class="title" data-testid="host-title">Mini app</span>
      <span class="haptic" data-testid="host-haptic" aria-live="polite"></span>
      <button type="button" class="settings" data-testid="host-settings" hidden>⚙ Settings</button>
      <button type="button" class="close" data-testid="host-close" aria-label="Close the app">✕ Close</button>
    </div>
    <div class="frame-slot" data-testid="host-frame-slot">
      <iframe data-testid="host-app-frame" title="Mini app" allow="clipboard-read; clipboard-write"></iframe>
    </div>
    <div class="closed" data-testid="host-closed" hidden>
      <p>The app was closed</p>
      <button type="button" data-testid="host-relaunch">Relaunch</button>
    </div>
    <div class="bottom-bar" data-testid="host-bottom-bar">
      <button type="button" data-testid="host-secondary-button" hidden></button>
      <button type="button" data-testid="host-main-button" hidden></button>
    </div>
  </section>

  <aside class="side">
    <section aria-label="Launch">
      <h2>Launch</h2>
      <dl class="facts">
        <dt>Host origin</dt><dd data-testid="host-origin"></dd>
        <dt>App origin</dt><dd data-testid="host-app-origin"></dd>
        <dt>Messages seen from</dt><dd data-testid="host-seen-origin">—</dd>
      </dl>
      <ul class="notices" data-testid="host-notices" aria-live="polite"></ul>
    </section>

    <section aria-label="Host clipboard">
      <h2>Host clipboard</h2>
      <label>Text the app reads when it pastes (used before the system clipboard)
        <input data-testid="host-clipboard" spellcheck="false">
      </label>
    </section>

    <section aria-label="Cloud storage">
      <h2>Cloud storage</h2>
      <p>The messenger's cloud storage of this user (kept by this page), as the app reads it:</p>
      <pre data-testid="host-cloud">{}</pre>
      <form data-testid="host-cloud-form">
        <label>Key <input data-testid="host-cloud-key" value="settings" spellcheck="false"></label>
        <label>Value <textarea data-testid="host-cloud-value" rows="2" spellcheck="false"></textarea></label>
        <button type="submit">Set</button>
      </form>
    </section>

    <section aria-label="External wallet">
      <h2>External wallet</h2>
      <p>The user's own TON wallet (simulated): <code data-testid="host-wallet-address">—</code>,
        <span data-testid="host-wallet-balance">—</span> TON</p>
    </section>

    <section aria-label="Sandbox clock">
      <h2>Sandbox clock</h2>
      <p class="clock-now">Sandbox time <time data-testid="host-clock-now">—</time>
        <span data-testid="host-clock-ahead"></span></p>
      <form class="clock" data-testid="host-clock-form" autocomplete="off">
        ${moves}
        <label>Move by
          <input name="amount" data-testid="host-clock-amount" inputmode="decimal" placeholder="90" size="6">
        </label>
        <label>Unit
          <select name="unit" data-testid="host-clock-unit">${units}</select>
        </label>
        <button type="submit" data-testid="host-clock-move">Move</button>
      </form>
      <p class="error" data-testid="host-clock-error" role="alert" hidden></p>
    </section>

    <section aria-label="Auction campaign">
      <h2>Auction campaign</h2>
      <p>Starts <time data-testid="host-auction-starts">—</time>, closes <time data-testid="host-auction-deadline">—</time> (UTC)</p>
      <form class="clock" data-testid="host-auction-form" autocomplete="off">
        <button type="button" data-testid="host-auction-today">Start today</button>
        <label>Start on
          <input name="start" type="date" data-testid="host-auction-start" required>
        </label>
        <button type="submit" data-testid="host-auction-move">Move the start</button>
      </form>
      <p class="error" data-testid="host-auction-error" role="alert" hidden></p>
      <button type="button" data-testid="host-auction-fail-next">Fail this user's next claim</button>
    </section>

    <section aria-label="Proof of humanity">
      <h2>Proof of humanity</h2>
      <form class="clock" data-testid="host-human-group-form" autocomplete="off">
        <label>Human group of this user (0: none)
          <input name="humanGroup" type="number" min="0" max="1000" value="1" data-testid="host-human-group" required>
        </label>
        <button type="submit" data-testid="host-human-group-set">Set the group</button>
      </form>
      <p data-testid="host-user-control-status" role="status"></p>
    </section>

    <section aria-label="Task bots">
      <h2>Task bots (this user)</h2>
      <form class="clock" data-testid="host-punk-staked-form" autocomplete="off">
        <label>PUNK staked in the staking bot
          <input name="amount" inputmode="decimal" value="100" data-testid="host-punk-staked" required spellcheck="false">
        </label>
        <button type="submit" data-testid="host-punk-staked-set">Set the stake</button>
      </form>
      <form class="clock" data-testid="host-wallet-app-form" autocomplete="off">
        <label>External wallet's app
          <input name="appName" value="Bitget Wallet" data-testid="host-wallet-app" required spellcheck="false">
        </label>
        <button type="submit" data-testid="host-wallet-app-set">Set the app</button>
      </form>
      <button type="button" data-testid="host-waitlist-join">Join the waitlist (as its bot)</button>
      <form class="clock" data-testid="host-bigpump-form" autocomplete="off">
        <label>Coin name
          <input name="name" value="Moon Cat" data-testid="host-bigpump-name" required spellcheck="false">
        </label>
        <label>Ticker
          <input name="ticker" value="MCAT" data-testid="host-bigpump-ticker" required spellcheck="false" size="8">
        </label>
        <button type="submit" data-testid="host-bigpump-create">Create a coin on BigPump</button>
      </form>
      <p>Its creation transaction: <code class="hash" data-testid="host-bigpump-hash">—</code>
        <button type="button" data-testid="host-bigpump-to-clipboard">Put it in the host clipboard</button></p>
      <p><button type="button" data-testid="host-meme-phrase-reveal">Reveal the meme phrase</button>
        <q data-testid="host-meme-phrase"></q></p>
      <p data-testid="host-task-control-status" role="status"></p>
    </section>

    <section aria-label="Simulate incoming deposit">
      <h2>Simulate incoming deposit</h2>
      <form class="deposit" data-testid="host-deposit-form" autocomplete="off">
        <label>Token (symbol or address)
          <input name="token" data-testid="host-deposit-token" value="USDT" required spellcheck="false">
        </label>
        <label>Chain
          <select name="chainId" data-testid="host-deposit-chain">${chains}</select>
        </label>
        <label>Amount
          <input name="amount" data-testid="host-deposit-amount" inputmode="decimal" required placeholder="0.00">
        </label>
        <label>Account index
          <input name="accountIndex" data-testid="host-deposit-account" type="number" min="0" max="${MAX_ACCOUNT_INDEX}" value="0" required>
        </label>
        <button type="submit" data-testid="host-deposit-submit">Deposit</button>
      </form>
    </section>

    <section aria-label="Event log">
      <h2>Event log <small>(newest first)</small></h2>
      <ol class="log" data-testid="host-log"></ol>
    </section>
  </aside>
</main>

<div class="modal" data-testid="host-invoice" role="dialog" aria-modal="true" aria-labelledby="invoice-title" hidden>
  <div class="sheet">
    <h2 id="invoice-title">Pay invoice</h2>
    <p>Invoice <code data-testid="host-invoice-slug"></code> (simulated: no real payment)</p>
    <button type="button" data-testid="host-invoice-pay">Pay</button>
    <button type="button" data-testid="host-invoice-pending" title="Answers 'pending'; the payment is recorded a few seconds later">Pay later (pending)</button>
    <button type="button" data-testid="host-invoice-cancel">Cancel</button>
  </div>
</div>

<div class="modal" data-testid="host-channel" role="dialog" aria-modal="true" aria-labelledby="channel-title" hidden>
  <div class="sheet">
    <h2 id="channel-title">Channel <span data-testid="host-channel-name"></span></h2>
    <p>Simulated channel: the sandbox records whether this user is a member. <span data-testid="host-channel-status" role="status"></span></p>
    <button type="button" data-testid="host-channel-join">Join</button>
    <button type="button" data-testid="host-channel-leave">Leave</button>
    <button type="button" data-testid="host-channel-close">Back to the app</button>
  </div>
</div>

<div class="modal" data-testid="host-folder" role="dialog" aria-modal="true" aria-labelledby="folder-title" hidden>
  <div class="sheet">
    <h2 id="folder-title">Folder <span data-testid="host-folder-name"></span></h2>
    <p>Simulated chat folder: adding it joins every channel in it, removing it leaves them. <span data-testid="host-folder-status" role="status"></span></p>
    <ul data-testid="host-folder-channels"></ul>
    <button type="button" data-testid="host-folder-add">Add folder</button>
    <button type="button" data-testid="host-folder-remove">Remove</button>
    <button type="button" data-testid="host-folder-close">Back to the app</button>
  </div>
</div>

<div class="modal" data-testid="host-scanner" role="dialog" aria-modal="true" aria-labelledby="scanner-title" hidden>
  <div class="sheet">
    <h2 id="scanner-title">Scan QR code</h2>
    <p data-testid="host-scanner-text"></p>
    <form data-testid="host-scanner-form">
      <label>What the camera sees <input data-testid="host-scanner-input" spellcheck="false"></label>
      <button type="submit" data-testid="host-scanner-scan">Scan</button>
    </form>
    <button type="button" data-testid="host-scanner-close">Close</button>
  </div>
</div>

<div class="modal" data-testid="host-wallet-prompt" role="dialog" aria-modal="true" aria-labelledby="wallet-title" hidden>
  <div class="sheet">
    <h2 id="wallet-title">Confirm transaction</h2>
    <p>Send <strong data-testid="host-wallet-total"></strong> TON to <code data-testid="host-wallet-to"></code> (simulated wallet)</p>
    <button type="button" data-testid="host-wallet-approve">Approve</button>
    <button type="button" data-testid="host-wallet-reject">Reject</button>
  </div>
</div>
${nativeDialogsHtml()}
${biometryDialogHtml()}
</body>
</html>
`;
}
