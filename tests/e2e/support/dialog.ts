import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page's open dialog, once its opening transition has ended. A click is a press and a
 * release, sent one after the other: while the dialog still grows into place, on a loaded machine
 * they can land on different boxes, and the browser then makes no click (a confirmation pressed
 * that never ran).
 */
export async function settledDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.evaluate(async (element) => {
    // The transition starts a frame after the dialog is there: two frames, then its end.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  return dialog;
}
