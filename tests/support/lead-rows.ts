/** A valid row of `download_report` for `email`, as the report form sends it; override what a test varies. */
export const reportRequest = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: "Rohit",
  last_name: "Malhotra",
  email,
  company: "Aravalli Capital",
  designation: "Head of Fraud Risk",
  country: "India",
  status: "Requested",
  ...overrides,
});
