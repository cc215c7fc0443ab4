// A closeable announcement bar can be dismissed; the dismissal is remembered in localStorage and
// forgotten when the configured announcement id (data-announcement-id) changes. An inline script
// next to the bar (AnnouncementBar.tsx) hides a dismissed bar before first paint.
import { storage } from './storage.js';
import { STORAGE_KEYS } from '../shared/storage-keys.js';

export function startAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>('.announcement-bar[data-announcement-id]');
  if (!bar) return;
  const id = bar.dataset.announcementId ?? '';
  if (storage.get(STORAGE_KEYS.announcementId) !== id) {
    storage.remove(STORAGE_KEYS.announcementDismissed);
    storage.set(STORAGE_KEYS.announcementId, id);
  }
  const close = bar.querySelector<HTMLButtonElement>('.announcement-close');
  if (!close) return; // not closeable
  if (storage.get(STORAGE_KEYS.announcementDismissed) === 'true') bar.hidden = true;
  close.hidden = false;
  close.addEventListener('click', () => {
    bar.hidden = true;
    storage.set(STORAGE_KEYS.announcementDismissed, 'true');
  });
}
