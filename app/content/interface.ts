/** Words of the site's controls that belong to no one page: buttons, notices, hidden labels. */
export const interfaceText = {
  close: "Close",
  /** Completes a "Learn More" link's accessible name: "Learn More about Banking". */
  about: "about",
} as const;
