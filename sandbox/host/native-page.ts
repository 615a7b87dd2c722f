/**
 * The host page's dialogs for the messenger features of issue 37: the closing confirmation's
 * question and the popup. Static markup, like page.ts; the script (client/native-controls.ts) fills
 * the popup's texts with textContent.
 */
import { CLOSE_QUESTION } from './client/native-protocol';

export function nativeDialogsHtml(): string {
  return `
<div class="modal" data-testid="host-close-confirm" role="alertdialog" aria-modal="true" aria-labelledby="close-confirm-title" aria-describedby="close-confirm-text" hidden>
  <div class="sheet">
    <h2 id="close-confirm-title">Close the app?</h2>
    <p id="close-confirm-text">${CLOSE_QUESTION}</p>
    <button type="button" data-testid="host-close-anyway">Close anyway</button>
    <button type="button" data-testid="host-close-cancel">Cancel</button>
  </div>
</div>

<div class="modal" data-testid="host-popup" role="alertdialog" aria-modal="true" aria-labelledby="popup-title" aria-describedby="popup-message" hidden>
  <div class="sheet">
    <h2 id="popup-title" data-testid="host-popup-title"></h2>
    <p id="popup-message" data-testid="host-popup-message"></p>
    <div data-testid="host-popup-buttons"></div>
    <button type="button" data-testid="host-popup-dismiss" aria-label="Dismiss the popup">✕</button>
  </div>
</div>
`;
}
