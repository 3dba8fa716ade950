// HTML invoker commands (a button's commandfor and command attributes), which React passes
// through as it does any lowercase attribute but @types/react does not list yet.
export {};

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string;
    /** What the button does to it: a dialog's "show-modal" or "close", a popover's toggle. */
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}
