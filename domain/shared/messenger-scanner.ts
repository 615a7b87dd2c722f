/**
 * The messenger's QR scanner (issue 37, "Scan a QR"): part of NativeMessenger (messenger.ts), in a
 * file of its own so each native piece can grow without touching the others.
 */
export interface MessengerQrScanner {
  /** False where the client has no scanner: the app then offers no Scan action at all. */
  available(): boolean;
  /**
   * Opens the scanner with a line of text under the viewfinder; resolves with the first code the
   * camera reads (the scanner then closes), or null when the person closed it or it failed (logged).
   */
  scan(prompt: string): Promise<string | null>;
}
