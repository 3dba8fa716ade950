/** A save the editor cannot make, with the status and message the editor shows. */
export class SaveRefused extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
