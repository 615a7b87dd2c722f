import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMachine, type InspectionEvent } from 'xstate';
import { createInspectableActorContext } from '../../ui/machines/actor-context';
import { InspectProvider } from '../../ui/machines/inspector';

const toggleMachine = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { 'toggle.flip': 'on' } }, on: {} } });
const ToggleContext = createInspectableActorContext(toggleMachine);

function State() {
  const value = ToggleContext.useSelector((snapshot) => String(snapshot.value));
  return <p>state: {value}</p>;
}

describe('createInspectableActorContext', () => {
  it('reports its actors to the inspector given by the app', () => {
    const events: InspectionEvent[] = [];
    render(
      <InspectProvider value={(event) => events.push(event)}>
        <ToggleContext.Provider>
          <State />
        </ToggleContext.Provider>
      </InspectProvider>,
    );
    expect(screen.getByText('state: off')).toBeTruthy();
    expect(events.some((event) => event.type === '@xstate.actor')).toBe(true);
  });

  it('works without an inspector', () => {
    render(
      <ToggleContext.Provider>
        <State />
      </ToggleContext.Provider>,
    );
    expect(screen.getByText('state: off')).toBeTruthy();
  });
});
