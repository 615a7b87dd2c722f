import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testPorts } from '../support/render';

/** Taps the title `count` times, `gapMs` apart on the injected clock. */
function tap(title: HTMLElement, clock: { advance(ms: number): void }, count: number, gapMs = 300) {
  for (let i = 0; i < count; i += 1) {
    clock.advance(gapMs);
    fireEvent.click(title);
  }
}

async function setup() {
  const ports = testPorts({ storage: { language: '"en"', walletSessionDate: '1700000000000' } });
  const app = await renderApp({ ports });
  const title = await screen.findByRole('button', { name: 'Wallet 1' });
  return { ...app, title };
}

describe('the hidden reset gesture on the wallet chooser title', () => {
  it('clears local storage and reloads after 25 quick taps', async () => {
    const { title, ports, page } = await setup();

    tap(title, ports.clock, 25);

    expect(ports.backend.data.size).toBe(0);
    expect(page.reloads).toBe(1);
  });

  it('does nothing after 24 taps', async () => {
    const { title, ports, page } = await setup();

    tap(title, ports.clock, 24);

    expect(ports.backend.data.get('language')).toBe('"en"');
    expect(page.reloads).toBe(0);
  });

  it('accepts taps exactly one second apart', async () => {
    const { title, ports, page } = await setup();
    tap(title, ports.clock, 25, 1000);
    expect(page.reloads).toBe(1);
  });

  it('restarts the count after a pause longer than one second', async () => {
    const { title, ports, page } = await setup();

    tap(title, ports.clock, 10);
    ports.clock.advance(1001);
    // The first tap after the pause starts a new run: 24 more taps make 24, not 34.
    tap(title, ports.clock, 24, 0);
    expect(page.reloads).toBe(0);
    expect(ports.backend.data.size).toBeGreaterThan(0);

    tap(title, ports.clock, 1);
    expect(page.reloads).toBe(1);
  });

  it('is a real button reachable from the keyboard', async () => {
    const { title } = await setup();
    expect(title.tagName).toBe('BUTTON');
    expect(title.getAttribute('type')).toBe('button');
  });
});
