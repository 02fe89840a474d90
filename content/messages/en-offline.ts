// The site kept for the reader (English): a new version of the offline copy, the copy opened from
// a folder, printing and saving a figure.
export const offline = {
  updateReady: 'A new version of this site is ready.',
  reload: 'Reload',
  /** On a page of the copy opened from a folder (file://), above the header. */
  fromFolder:
    'You are reading the copy opened from a folder: every lesson and figure works here. Links you copy point to this computer, not to the web.',
  saveImage: 'Save image',
  printCollision: 'Print this collision',
} as const;
