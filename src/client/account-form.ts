import { $token } from '../stores/session';
import type { LightError } from './light-fetch';
import type { LightForm } from './light-form';

/** The failure notice of a public account form: the network message in the visitor's language, else the server's. */
export async function failureText(control: LightForm, error: LightError): Promise<string> {
  return error.status === 0 ? control.label('network_error') : error.message;
}

/** Sends a signed-in visitor home from a guest-only page; true when it did. */
export function leaveIfSignedIn(): boolean {
  if (!$token.get()) return false;
  location.replace('/');
  return true;
}
