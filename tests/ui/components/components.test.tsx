/** The shared components' own behaviour (ui/components/), each on its own. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountField } from '../../../ui/components/amount-field';
import { BottomSheet, SWIPE_CLOSE_DISTANCE } from '../../../ui/components/bottom-sheet';
import { Countdown, formatTimeLeft } from '../../../ui/components/countdown';
import { PagedListEnd } from '../../../ui/components/paged-list';
import { SummaryList, SummaryRow } from '../../../ui/components/summary-list';
import { isSafeLogoUri as isLoadableLogo } from '../../../domain/tokens/logo';
import { TokenLogo } from '../../../ui/components/token-logo';
import { CheckIcon, CloseIcon, CopyIcon, DepositIcon, InfoIcon, PasteIcon, SendIcon, SuccessIcon, SwapIcon, SwitchWalletIcon, WalletIcon } from '../../../ui/components/icons';
import { LoadingList } from '../../../ui/components/skeleton';
import { SuccessPanel } from '../../../ui/components/success-panel';
import { renderWithProviders } from '../../support/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bottom sheet', () => {
  async function sheet() {
    const onClose = vi.fn();
    await renderWithProviders(
      <BottomSheet title="Deposit" onClose={onClose} actions={<button type="button">Done</button>}>
        <button type="button">Inside</button>
      </BottomSheet>,
    );
    return onClose;
  }

  it('is a labelled modal dialog with focus inside, closed by Escape', async () => {
    const onClose = await sheet();
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside, from the last control back to the first', async () => {
    await sheet();
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    fireEvent.keyDown(done, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on a swipe down of its title bar past the distance, not on a shorter one', async () => {
    // jsdom has no PointerEvent; a MouseEvent carries the clientY the sheet reads.
    if (typeof PointerEvent === 'undefined') vi.stubGlobal('PointerEvent', MouseEvent);
    const onClose = await sheet();
    const grip = screen.getByTestId('sheet-grip');
    const swipe = (distance: number) => {
      fireEvent.pointerDown(grip, { clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(grip, { clientY: 100 + distance, pointerId: 1 });
      fireEvent.pointerUp(grip, { clientY: 100 + distance, pointerId: 1 });
    };
    swipe(SWIPE_CLOSE_DISTANCE - 1);
    expect(onClose).not.toHaveBeenCalled();
    swipe(SWIPE_CLOSE_DISTANCE);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('amount field', () => {
  function Controlled({ onRaw }: { onRaw: (raw: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <form onSubmit={() => onRaw('submitted')}>
        <label htmlFor="amount">Amount</label>
        <AmountField
          id="amount"
          value={value}
          onChange={(raw) => {
            onRaw(raw);
            setValue(raw);
          }}
        />
      </form>
    );
  }

  it('reports raw input, asks for the decimal keyboard, and Enter closes it without submitting', async () => {
    const onRaw = vi.fn();
    render(<Controlled onRaw={onRaw} />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('placeholder')).toBe('0.00');
    await userEvent.type(input, '1,5{Enter}');
    expect(onRaw.mock.calls.map(([raw]) => raw as string)).toEqual(['1', '1,', '1,5']);
    expect(document.activeElement).not.toBe(input);
  });
});

describe('summary list', () => {
  it('renders label and value pairs as a description list', () => {
    render(
      <SummaryList testId="summary">
        <SummaryRow label="Amount" testId="amount">
          1.5 TON
        </SummaryRow>
      </SummaryList>,
    );
    const list = screen.getByTestId('summary');
    expect(list.tagName).toBe('DL');
    expect(list.querySelector('dt')?.textContent).toBe('Amount');
    expect(screen.getByTestId('amount').tagName).toBe('DD');
  });
});

describe('token logo', () => {
  it('loads only http(s) and same-origin logos', () => {
    expect(['https://x.example/a.svg', 'http://x.example/a.png', '/tokens/ton.svg'].every(isLoadableLogo)).toBe(true);
    expect(['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/a.svg', 'x', ''].some(isLoadableLogo)).toBe(false);
  });

  it("shows the symbol's first letter instead of an unsafe logo, or of one that fails", () => {
    const { container, rerender } = render(<TokenLogo uri="javascript:alert(1)" symbol="USDT" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('U');
    rerender(<TokenLogo uri="https://x.example/usdt.svg" symbol="USDT" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.textContent).toBe('U');
  });
});

describe('countdown', () => {
  it('shows the time it is given as H:MM:SS, never below zero, hours past a day', () => {
    expect(formatTimeLeft(0)).toBe('0:00:00');
    expect(formatTimeLeft(-5_000)).toBe('0:00:00');
    expect(formatTimeLeft(61_999)).toBe('0:01:01');
    expect(formatTimeLeft(49 * 3_600_000 + 5_000)).toBe('49:00:05');
    render(<Countdown msLeft={90_000} testId="left" />);
    expect(screen.getByTestId('left').textContent).toBe('0:01:30');
    expect(screen.getByTestId('left').getAttribute('datetime')).toBe('PT90S');
  });
});

describe('paged list end', () => {
  it('offers a button where IntersectionObserver is missing, and after a failed page', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onLoadMore = vi.fn();
    const { rerender } = render(<PagedListEnd canLoadMore onLoadMore={onLoadMore} label="Load more" testId="end" />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<PagedListEnd canLoadMore={false} onLoadMore={onLoadMore} label="Load more" testId="end" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('watches a trigger at 10 percent visibility while the next page may load, and asks for it when seen', () => {
    const observed: { callback: IntersectionObserverCallback; threshold: unknown }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
          observed.push({ callback, threshold: options.threshold });
        }
        observe() {}
        disconnect() {}
      },
    );
    const onLoadMore = vi.fn();
    const { rerender } = render(<PagedListEnd canLoadMore onLoadMore={onLoadMore} label="Load more" testId="end" />);
    expect(screen.getByTestId('end')).toBeTruthy();
    expect(observed[0]?.threshold).toBe(0.1);
    act(() => observed[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<PagedListEnd canLoadMore failed onLoadMore={onLoadMore} label="Load more" testId="end" />);
    expect(screen.queryByTestId('end')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});

describe('loading list', () => {
  it('shows rows shaped like the content, hidden from screen readers, which hear the label', () => {
    render(<LoadingList label="Loading transactions…" count={3} testId="skeleton-row" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading transactions…');
    const rows = screen.getAllByTestId('skeleton-row');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('icons', () => {
  const icons = { InfoIcon, CopyIcon, WalletIcon, DepositIcon, SendIcon, SwapIcon, SwitchWalletIcon, CloseIcon, CheckIcon, SuccessIcon, PasteIcon };

  it.each(Object.entries(icons))('%s is an inline SVG in the text colour, hidden from screen readers', (_name, Icon) => {
    const { container } = render(<Icon size={20} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('width')).toBe('20');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(container.textContent).toBe('');
  });
});

describe('success panel', () => {
  it('announces the outcome and the amount, then shows the actions', () => {
    render(
      <SuccessPanel titleId="done" title="Sent" amount="1.5 TON" detail={<p>On its way</p>} testId="done">
        <button type="button">View in bot</button>
      </SuccessPanel>,
    );
    expect(screen.getByRole('heading', { name: 'Sent' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('1.5 TON');
    expect(screen.getByTestId('done-amount').textContent).toBe('1.5 TON');
    expect(screen.getByRole('region', { name: 'Sent' }).querySelector('svg[aria-hidden="true"]')).toBeTruthy();
  });
});
