/**
 * axe-core's serious and critical violations in the app's frame. Evaluated through DevTools: the
 * app's Content-Security-Policy allows no injected script, and a frame's evaluate is not one.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Frame } from 'playwright-core';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function seriousViolations(frame: Frame): Promise<string[]> {
  await frame.evaluate(await axeSource);
  return frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  });
}
