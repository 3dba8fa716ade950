// A data-rights request's shape, as the site, the local server and the database share it: what
// a person may ask for, the longest correction kept (public.request_data_rights refuses others
// with 22023), and where the pages live: the site builds them, the local server answers the
// one-click POST at the withdraw page's address, and the e-mails link to the confirm and
// withdraw pages with `#token=T` (List-Unsubscribe, which a mail client POSTs, with `?token=T`).

/** What a person may ask for, in the order the form offers them. */
export const DATA_RIGHTS_KINDS = ["copy", "correction", "erasure", "withdrawal"] as const;

export type DataRightsKind = (typeof DATA_RIGHTS_KINDS)[number];

/**
 * What a confirmation link may stand for: a request made on /data-rights, or a ticked marketing
 * box, which counts only once its address confirms it.
 */
export type ConfirmedKind = DataRightsKind | "marketing";

/** The longest correction the database keeps. */
export const CORRECTION_MAX_LENGTH = 2000;

export const DATA_RIGHTS_PAGES = {
  /** Where a person asks to see, correct or erase their data, or withdraw consent. */
  request: "/data-rights",
  /** The verification e-mail's link: confirms one request. */
  confirm: "/data-rights/confirm",
  /** Every e-mail's "Withdraw consent and erase my data" link, and its List-Unsubscribe URL. */
  withdraw: "/data-rights/withdraw",
} as const;
