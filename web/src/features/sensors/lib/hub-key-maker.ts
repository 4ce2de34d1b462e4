/**
 * Under a hub key made by someone who has left the care circle or been deactivated: the key still
 * works (a hub fitted with it keeps reporting), so the family is told, and decides
 */
export const leftCircleWarning = (name: string) =>
  `${name} is no longer in this care circle, and this key still lets a hub send sensor readings for the home. Revoke it unless the hub using it is still meant to.`
