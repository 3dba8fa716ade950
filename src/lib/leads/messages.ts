/** SPEC 8: the same toasts for every form, success wording included. */
export const SUCCESS_MESSAGE = "Thank you for your message! We'll get back to you soon.";
export const FAILURE_MESSAGE = "Something went wrong. Please try again later.";
