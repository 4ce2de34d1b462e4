/** A finger needs 44 px on a phone; the desktop keeps the small buttons */
export const TAP = 'h-11 sm:h-9'
