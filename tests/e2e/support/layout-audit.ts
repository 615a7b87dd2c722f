/**
 * What a screen must hold at any width, measured in the app's frame by the browser's own layout
 * (tests/e2e/support/layout-walk.ts): no word broken across lines, no amount parted from its unit, no
 * summary value on a line of its own under its label, every control at least 44 by 44 px, and text that keeps WCAG AA contrast
 * against what is really behind it. The audit runs as source text in the page: it must not depend
 * on the test runner's transforms (which may add helpers the page does not have).
 */
import type { Frame } from 'playwright-core';

export interface AuditFinding {
  readonly kind: 'amount-split' | 'broken-word' | 'overflowing-word' | 'value-own-line' | 'small-target' | 'low-contrast' | 'glyph-icon';
  readonly detail: string;
}

/** Colour helpers shared by both audits: parse any CSS colour, composite, WCAG contrast. */
const COLOURS = String.raw`
  const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgba = (css) => {
    probe.clearRect(0, 0, 1, 1);
    probe.fillStyle = '#00000000';
    probe.fillStyle = css;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top, bottom) => {
    const alpha = top[3] + bottom[3] * (1 - top[3]);
    if (alpha === 0) return [0, 0, 0, 0];
    return [0, 1, 2].map((i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha).concat(alpha);
  };
  const backgroundOf = (element) => {
    const layers = [];
    for (let current = element; current; current = current.parentElement) {
      const colour = rgba(getComputedStyle(current).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    let result = [255, 255, 255, 1];
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };
  const luminance = ([r, g, b]) => {
    const channel = (value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a, b) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
`;

/** The audit, as the source text of a function of no arguments (run in the page; the layout walk calls it inside its one evaluate per stop). */
export const AUDIT_SOURCE = String.raw`() => {
  ${COLOURS}
  const findings = [];
  const dialog = document.querySelector('[role="dialog"]');
  // With a sheet open, only the sheet is in front of the user.
  const root = dialog ?? document.body;
  const visible = (element) => {
    if (element.closest('[aria-hidden="true"], [inert], .visually-hidden')) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const describe = (element) => {
    const id = element.getAttribute('data-testid');
    return element.tagName.toLowerCase() + (id ? '[data-testid=' + id + ']' : '') + ' "' + (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40) + '"';
  };

  // 1. Words broken across lines. Words are split at spaces, hyphens, dashes and slashes (a line may
  // break there); an address or a hash (30 characters or more, no space) may break anywhere.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textParents = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !visible(parent) || parent.closest('script, style, svg')) continue;
    if (node.data.trim() !== '') textParents.add(parent);
    // An icon drawn with a font character (ⓘ, ⇅, ✓, ✕, an icon font's private use area) is an
    // empty box wherever the system font lacks it: icons are SVG (ui/components/icons.tsx).
    const glyph = /[\u2460-\u24ff\u2600-\u27bf\u21c4-\u21cc\u2b00-\u2bff\ue000-\uf8ff]/.exec(node.data) ?? (/^\s*[\u00d7\u2190-\u21ff]\s*$/.test(node.data) ? [node.data.trim()] : null);
    if (glyph) findings.push({ kind: 'glyph-icon', detail: '"' + glyph[0] + '" in ' + describe(parent) });
    const words = /[^\s\-\u2010-\u2015\/]+/g;
    const long = [...node.data.matchAll(/\S{30,}/g)].map((found) => [found.index, found.index + found[0].length]);
    // A word wider than the control or cell it labels runs into its neighbour (a menu entry's
    // label in a fifth of 320 px), though no line breaks inside it.
    const cell = parent.closest('a[href], button, li, td, th, [role="tab"]');
    const cellBox = cell ? cell.getBoundingClientRect() : null;
    for (let match = words.exec(node.data); match; match = words.exec(node.data)) {
      if (long.some(([from, to]) => match.index >= from && match.index < to)) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const tops = rects.map((rect) => rect.top);
      if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 4) {
        findings.push({ kind: 'broken-word', detail: '"' + match[0] + '" in ' + describe(parent) });
      }
      if (cellBox && rects.some((rect) => rect.left < cellBox.left - 1 || rect.right > cellBox.right + 1)) {
        findings.push({ kind: 'overflowing-word', detail: '"' + match[0] + '" outside ' + describe(cell) });
      }
    }
  }

  // 1b. An amount and its unit on one line (issue 41: "+0.3" / "SWITCH/h"; ui/components/unbroken.tsx):
  // a figure followed by a ticker (two or more capitals, "/h" or "/ч" after it) or a percent sign.
  // The text is read across every inline element of its block (a translated message renders its
  // figure, its words and an <Unbroken> part as separate nodes), never across blocks, cells or
  // inline blocks, so two phrases that merely sit side by side are not read as one amount. Parted
  // means two of its line boxes do not overlap vertically (a large figure beside a small unit on one
  // line still overlaps). A time's zone ("12:00 UTC") is not an amount.
  const amounts = /(?<![\p{L}\p{N}.,])[+\u2212-]?\d[\d.,\u00a0\u202f]*[ \u00a0\u202f]+(?:(?!UTC\b)[A-Z][A-Z0-9]{1,9}(?:\/[hч])?(?![\p{L}\p{N}])|%)/gu;
  const blockOf = (element) => {
    let current = element;
    while (current.parentElement && current !== root && ['inline', 'contents'].includes(getComputedStyle(current).display)) current = current.parentElement;
    return current;
  };
  const blocks = new Map();
  const textWalker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, svg, [aria-hidden="true"], [inert], .visually-hidden')) continue;
    const block = blockOf(parent);
    if (!blocks.has(block)) blocks.set(block, []);
    blocks.get(block).push(node);
  }
  for (const [block, nodes] of blocks) {
    if (!visible(block)) continue;
    const starts = [];
    let text = '';
    for (const node of nodes) {
      starts.push(text.length);
      text += node.data;
    }
    if (!/\d/.test(text)) continue;
    const at = (offset) => {
      let index = 0;
      while (index + 1 < nodes.length && starts[index + 1] <= offset) index += 1;
      return [nodes[index], offset - starts[index]];
    };
    for (const match of text.matchAll(amounts)) {
      const range = document.createRange();
      range.setStart(...at(match.index));
      const [endNode, endOffset] = at(match.index + match[0].length - 1);
      range.setEnd(endNode, endOffset + 1);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      const parted = rects.some((a) => rects.some((b) => b.top >= a.bottom - 1));
      if (parted) findings.push({ kind: 'amount-split', detail: '"' + match[0].replace(/[\u00a0\u202f]/g, ' ') + '" in ' + describe(block) });
    }
  }

  // 2. A summary value starts on its label's line, not under it.
  for (const label of root.querySelectorAll('dt')) {
    const value = label.nextElementSibling;
    if (!value || value.tagName !== 'DD' || !visible(label) || !visible(value)) continue;
    const labelBox = label.getBoundingClientRect();
    const valueBox = value.getBoundingClientRect();
    if (valueBox.top >= labelBox.bottom - 1) findings.push({ kind: 'value-own-line', detail: describe(label) + ' / ' + describe(value) });
  }

  // 3. Tap targets (WCAG 2.5.5 and the platforms' 44 px): every control but a link inside running text.
  const controls = root.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="tab"]');
  for (const control of controls) {
    if (!visible(control) || control.closest('p')) continue;
    const box = control.getBoundingClientRect();
    if (box.width < 43.5 || box.height < 43.5) findings.push({ kind: 'small-target', detail: describe(control) + ' is ' + Math.round(box.width) + 'x' + Math.round(box.height) });
  }

  // 4. Contrast of text against what is painted behind it (backgrounds composited up the tree).
  for (const element of textParents) {
    // Inactive controls are exempt (WCAG 1.4.3); so are pictures of text such as logos.
    if (element.closest(':disabled, [aria-disabled="true"], img')) continue;
    const style = getComputedStyle(element);
    const background = backgroundOf(element);
    const text = over(rgba(style.color), background);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const ratio = contrast(text, background);
    if (ratio < (large ? 3 : 4.5)) findings.push({ kind: 'low-contrast', detail: describe(element) + ' ' + ratio.toFixed(2) + ':1 (' + style.color + ' on rgb(' + background.slice(0, 3).map(Math.round).join(' ') + '))' });
  }
  return findings;
}`;

export async function auditLayout(frame: Frame): Promise<AuditFinding[]> {
  return (await frame.evaluate(`(${AUDIT_SOURCE})()`)) as AuditFinding[];
}

/** The design tokens' text and background pairs, as the app's frame resolves them in its theme. */
const TOKEN_PAIRS = String.raw`(() => {
  ${COLOURS}
  const pairs = [
    ['--color-text', '--color-bg'], ['--color-text', '--color-surface'],
    ['--color-hint', '--color-bg'], ['--color-hint', '--color-surface'],
    ['--color-link', '--color-bg'], ['--color-link', '--color-surface'],
    ['--color-accent-text', '--color-accent'],
    ['--color-destructive', '--color-bg'], ['--color-destructive', '--color-surface'],
    ['--color-positive', '--color-bg'], ['--color-positive', '--color-surface'],
    ['--color-header-text', '--color-header'], ['--color-header-hint', '--color-header'],
    ['--color-tooltip-text', '--color-tooltip-bg'], ['--color-tooltip-text', '--color-tooltip-error-bg'],
    ['--color-text', '--color-warning-bg', '--color-surface'], ['--color-text', '--color-danger-bg', '--color-surface'],
  ];
  const host = document.createElement('div');
  document.body.append(host);
  const results = pairs.map(([text, background, base]) => {
    const under = document.createElement('div');
    under.style.backgroundColor = base ? 'var(' + base + ')' : 'transparent';
    const element = document.createElement('div');
    element.style.backgroundColor = 'var(' + background + ')';
    element.style.color = 'var(' + text + ')';
    element.textContent = 'Aa';
    under.append(element);
    host.append(under);
    const behind = backgroundOf(element);
    return { pair: text + ' on ' + background + (base ? ' over ' + base : ''), ratio: contrast(over(rgba(getComputedStyle(element).color), behind), behind) };
  });
  host.remove();
  return results;
})()`;

export interface TokenPairContrast {
  readonly pair: string;
  readonly ratio: number;
}

/** Every token pair's contrast in the theme the frame has loaded (the host page's light or dark). */
export async function tokenPairContrasts(frame: Frame): Promise<TokenPairContrast[]> {
  return (await frame.evaluate(TOKEN_PAIRS)) as TokenPairContrast[];
}
