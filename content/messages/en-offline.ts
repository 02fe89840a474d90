// The site kept for the reader (English): a new version of the offline copy, the copy opened from
// a folder, printing and saving a figure.
export const offline = {
  updateReady: 'A new version of this site is ready.',
  reload: 'Reload',
  /** On a page of the copy opened from a folder (file://), above the header. */
  fromFolder:
    'You are reading the copy opened from a folder: every lesson and figure works here. Links you copy point to this computer, not to the web.',
  /** The footer line on keeping the site (components/offline/OfflineKeep.tsx). */
  keptLanguage: 'The lessons in this language are kept on this device: they open without a network.',
  keptNone: 'The pages you open are kept on this device: they open again without a network.',
  keptAll: 'The whole site is kept on this device: every page opens without a network.',
  keepAll: 'Keep the whole site for offline use ({size} MiB more)',
  keeping: 'Keeping the whole site for offline use…',
  saveImage: 'Save image',
  printCollision: 'Print this collision',
} as const;
