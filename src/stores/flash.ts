const FLASH_KEY = 'vitrine_flash';

/** Keeps a success message to show as a toast on the next page (a toast does not survive a navigation). */
export function queueFlash(message: string): void {
  sessionStorage.setItem(FLASH_KEY, message);
}

/** Takes (and forgets) the message queued by the previous page, or null. */
export function takeFlash(): string | null {
  const message = sessionStorage.getItem(FLASH_KEY);
  sessionStorage.removeItem(FLASH_KEY);
  return message;
}

/** Whether the previous page queued a message (without taking it): the toaster's code is fetched only then. */
export function hasFlash(): boolean {
  return sessionStorage.getItem(FLASH_KEY) !== null;
}
