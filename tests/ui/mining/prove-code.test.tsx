/**
 * The proof's code boxes in a DOM (jsdom, the real machine over a fake proof port): a pasted code
 * fills all six and is checked once; typing keeps digits only and moves the focus on; backspace
 * clears a box, or the one before it and moves back; a wrong code is worded and clears the boxes
 * (issue 23, seed 001 §5 "proof code").
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProveApi } from '../../../domain/mining/prove/port';
import { provideProve } from '../../../domain/mining/prove/provide';
import { selectProveView } from '../../../domain/mining/prove/selectors';
import type { MiningRecordApi } from '../../../domain/mining/shared/port';
import { ApiError } from '../../../domain/shared/api-failure';
import { AppProviders } from '../../../ui/app-providers';
import { createI18n } from '../../../ui/i18n/i18n';
import { ProveCode } from '../../../ui/screens/mining/prove/prove-code';
import { ProveContext } from '../../../ui/screens/mining/prove/prove-context';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { fakeVisibility, recordingLogger } from '../../support/fake-ports';
import { testConfig, testPorts } from '../../support/render';

afterEach(cleanup);

function CodeStep() {
  const view = ProveContext.useSelector(selectProveView);
  return view.step === 'code' ? <ProveCode view={view} /> : <p>{view.step}</p>;
}

async function renderCode(language: 'en' | 'ru' = 'en') {
  const checked: { code: string; answer: Deferred<{ confirmProve: true; serverTime: string }> }[] = [];
  const proveApi = fakePort<ProveApi>('proveApi', {
    info: async () => ({
      tonAmount: { tonAmount: '0.5', amount: '1.60', starAmount: 50 },
      inProgressStatus: 'responsing',
      humanGroup: 1,
      confirmProve: false,
      deadline: '2099-01-01T00:00:00.000Z',
      serverTime: '2025-04-01T12:00:00.000Z',
    }),
    confirmCode: (code) => {
      const answer = deferred<{ confirmProve: true; serverTime: string }>();
      checked.push({ code, answer });
      return answer.promise;
    },
  });
  const logic = provideProve({ proveApi, miningRecordApi: fakePort<MiningRecordApi>('miningRecordApi', {}), visibility: fakeVisibility(true), logger: recordingLogger() });
  const rootRoute = createRootRoute({
    component: () => (
      <ProveContext.Provider logic={logic}>
        <CodeStep />
      </ProveContext.Provider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/prove/code'] }) });
  const i18n = await createI18n(language, ['mining-prove']);
  render(
    <AppProviders config={testConfig()} i18n={i18n} ports={testPorts()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByTestId('prove-code');
  const box = (index: number) => screen.getByTestId(`prove-digit-${index}`) as HTMLInputElement;
  const values = () => [0, 1, 2, 3, 4, 5].map((index) => box(index).value).join('|');
  return { checked, box, values };
}

describe('the proof code boxes', () => {
  it('a pasted code fills all six boxes from the first, whatever box it lands in, and is checked once', async () => {
    const { checked, box, values } = await renderCode();
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 65-43 21 ' } });
    await waitFor(() => expect(values()).toBe('6|5|4|3|2|1'));
    expect(checked.map((entry) => entry.code)).toEqual(['654321']);
    expect(box(0).readOnly).toBe(true);
  });

  it('typing keeps digits only, one per box, and moves the focus on', async () => {
    const user = userEvent.setup();
    const { checked, box, values } = await renderCode();
    await waitFor(() => expect(document.activeElement).toBe(box(0)));
    await user.keyboard('1a2 -3');
    expect(values()).toBe('1|2|3|||');
    expect(document.activeElement).toBe(box(3));
    expect(checked).toHaveLength(0);
  });

  it('backspace clears the box, or the one before it when empty, and moves back', async () => {
    const user = userEvent.setup();
    const { box, values } = await renderCode();
    await waitFor(() => expect(document.activeElement).toBe(box(0)));
    await user.keyboard('123');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|2||||');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|||||');
    expect(document.activeElement).toBe(box(1));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(box(0));
  });

  it('a wrong code is worded (ru) and clears the boxes for another try', async () => {
    const user = userEvent.setup();
    const { checked, box, values } = await renderCode('ru');
    await waitFor(() => expect(document.activeElement).toBe(box(0)));
    await user.keyboard('111111');
    expect(checked.map((entry) => entry.code)).toEqual(['111111']);
    await act(async () => checked[0]?.answer.reject(new ApiError({ type: 'rejected', status: 400, message: 'Invalid code', code: 'invalid-code' })));
    expect((await screen.findByTestId('prove-code-error')).textContent).toBe('Неверный код - проверьте комментарий к транзакции и попробуйте снова');
    expect(values()).toBe('|||||');
    expect(box(0).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(box(0)));
  });
});
