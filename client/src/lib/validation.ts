/** The shortest password the product accepts. */
export const MIN_PASSWORD_LENGTH = 6;

/** A new password and its confirmation are usable: equal and long enough. */
export function newPasswordOk(password: string, confirm: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && password === confirm;
}
