/**
 * The host page's biometric prompt (issue 37): the app's reason with Grant and Deny, and whether
 * this simulated client has biometrics at all. Static markup; client/biometry-controls.ts fills it.
 */
export function biometryDialogHtml(): string {
  return `
<p class="biometry-toggle"><label><input type="checkbox" data-testid="host-biometry-available" checked> The client has biometrics</label></p>
<div class="modal" data-testid="host-biometry" role="alertdialog" aria-modal="true" aria-labelledby="biometry-title" aria-describedby="biometry-reason" hidden>
  <div class="sheet">
    <h2 id="biometry-title" data-testid="host-biometry-kind"></h2>
    <p id="biometry-reason" data-testid="host-biometry-reason"></p>
    <button type="button" data-testid="host-biometry-grant">Grant</button>
    <button type="button" data-testid="host-biometry-deny">Deny</button>
  </div>
</div>
`;
}
