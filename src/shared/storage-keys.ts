// Browser storage keys. Plain constants (no DOM), so the server-side inline scripts use the same
// ones (src/render/components/AnnouncementBar.tsx). 'theme' is also the key of
// src/render/color-mode-script.ts, which applies the stored colour mode before first paint.
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismissed: 'specpress.announcement.dismiss',
  announcementId: 'specpress.announcement.id',
  /** Per docs plugin in Docusaurus; specpress has one set of versions (the API specs). */
  preferredVersion: 'specpress.preferredVersion',
  codeSampleLanguage: 'specpress.codeSampleLanguage',
  /** + a tab set's groupId: the tab last chosen in that group (Docusaurus keeps `docusaurus.tab.<groupId>`). */
  tabGroupPrefix: 'specpress.tab.',
} as const;
