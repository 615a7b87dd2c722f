/** Where failures worth a developer's look go (the console in the app, a recorder in tests). */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** Third-party analytics; the default implementation does nothing (PRODUCT.md). */
export interface Analytics {
  track(event: string, properties?: Readonly<Record<string, string | number | boolean>>): void;
}
