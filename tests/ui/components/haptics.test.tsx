/**
 * Feedback a thumb can feel (issue 37): the shared components, as they are, played through the
 * page's one haptics host: selection changes on tabs, segments, radios, switches and sliders, a
 * light impact on primary buttons, and the notifications when a success panel, a warning or an
 * error appears; none while the person has turned haptics off.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { settingsStore } from '../../../domain/settings/store';
import { Button, LinkButton, MainButton } from '../../../ui/components/button';
import { ChainFilter } from '../../../ui/components/chain-filter';
import { FieldError } from '../../../ui/components/field';
import { SuccessPanel } from '../../../ui/components/success-panel';
import { PageHaptics } from '../../../ui/settings/haptics-host';
import { renderWithProviders, testPorts, type TestPorts } from '../../support/render';

function Tabs() {
  const [current, setCurrent] = useState('a');
  return (
    <div role="tablist" aria-label="Lists">
      {['a', 'b'].map((tab) => (
        <button key={tab} type="button" role="tab" aria-selected={tab === current} onClick={() => setCurrent(tab)} data-testid={`tab-${tab}`}>
          {tab}
        </button>
      ))}
    </div>
  );
}

function Outcome() {
  const [shown, setShown] = useState<'none' | 'success' | 'refused' | 'invalid'>('none');
  return (
    <>
      <button type="button" onClick={() => setShown('success')}>
        show success
      </button>
      <button type="button" onClick={() => setShown('refused')}>
        show refusal
      </button>
      <button type="button" onClick={() => setShown('invalid')}>
        show invalid
      </button>
      {shown === 'success' ? <SuccessPanel titleId="done" title="Sent" amount="1 TON" /> : null}
      {shown === 'refused' ? <p role="alert">The server refused</p> : null}
      {/* Always there, as a field keeps it: the message appearing in it is what is felt. */}
      <FieldError id="amount-error">{shown === 'invalid' ? 'Too much' : null}</FieldError>
    </>
  );
}

async function page(ports: TestPorts = testPorts()) {
  await renderWithProviders(
    <>
      <PageHaptics />
      <Tabs />
      <MainButton>Continue</MainButton>
      <Button variant="primary">Buy</Button>
      <Button>Plain</Button>
      <LinkButton>Retry</LinkButton>
      <Button variant="primary" disabled>
        Disabled
      </Button>
      <label>
        Vibration
        <input type="checkbox" role="switch" data-testid="switch" />
      </label>
      <input type="range" min={0} max={10} defaultValue={0} aria-label="Share" data-testid="slider" />
      <ChainFilter
        options={[
          { key: 'all', label: 'All', selected: true, onSelect: () => undefined },
          { key: 'TON', label: 'TON', selected: false, onSelect: () => undefined },
        ]}
      />
      <Outcome />
    </>,
    { ports },
  );
  return ports.messenger.log.haptics;
}

describe('haptics', () => {
  it('plays a selection change when a tab, a segment, a switch or a slider changes, and not for the chosen one', async () => {
    const haptics = await page();
    fireEvent.click(screen.getByTestId('tab-a'));
    expect(haptics).toEqual([]);
    fireEvent.click(screen.getByTestId('tab-b'));
    expect(haptics).toEqual(['selection']);
    fireEvent.click(screen.getByTestId('tab-b'));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(haptics).toEqual(['selection']);
    fireEvent.click(screen.getByRole('button', { name: 'TON' }));
    fireEvent.click(screen.getByText('Vibration'));
    fireEvent.input(screen.getByTestId('slider'), { target: { value: '3' } });
    expect(haptics).toEqual(['selection', 'selection', 'selection', 'selection']);
  });

  it('plays a light impact on primary buttons only', async () => {
    const haptics = await page();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Plain' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Disabled' }));
    expect(haptics).toEqual(['light', 'light']);
  });

  it('notifies a success, a warning and an error as they appear', async () => {
    const ports = testPorts();
    const haptics = await page(ports);
    fireEvent.click(screen.getByRole('button', { name: 'show success' }));
    await waitFor(() => expect(haptics).toEqual(['success']));
    fireEvent.click(screen.getByRole('button', { name: 'show invalid' }));
    await waitFor(() => expect(haptics).toEqual(['success', 'warning']));
    fireEvent.click(screen.getByRole('button', { name: 'show refusal' }));
    await waitFor(() => expect(haptics).toEqual(['success', 'warning', 'error']));
  });

  it('plays nothing while haptics are off in settings, and again once they are on', async () => {
    const ports = testPorts();
    const haptics = await page(ports);
    const settings = settingsStore(ports);
    act(() => settings.update({ haptics: false }));
    fireEvent.click(screen.getByTestId('tab-b'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'show refusal' }));
    fireEvent.input(screen.getByTestId('slider'), { target: { value: '3' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(haptics).toEqual([]);
    act(() => settings.update({ haptics: true }));
    fireEvent.click(screen.getByTestId('tab-a'));
    expect(haptics).toEqual(['selection']);
  });
});
