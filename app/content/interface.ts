/** Words of the site's controls that belong to no one page: buttons, notices, hidden labels. */
export const interfaceText = {
  close: "Close",
} as const;
