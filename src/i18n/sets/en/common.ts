import type { Labels } from '../../types';

/** The English texts of the labels in ../common.ts (the Portuguese ones, with the notes on each area). */
export const EN: Labels = {
  role_user: 'Customer',
  role_admin: 'Administrator',
  role_super: 'Super',
  status_pending: 'Pending confirmation',
  status_paid: 'Payment confirmed',
  status_failed: 'Payment failed',
  status_processing: 'Processing',
  status_sent: 'Product shipped',
  status_received: 'Product received',
  status_canceled: 'Canceled',
  back: 'Back',
  save: 'Save',
  cancel: 'Cancel',
  deleting: 'Deleting…',
  loading: 'Loading…',
  page_not_found: 'Page not found',
  an_error_occurred: 'An error occurred',
  network_error: 'Could not reach the server. Check your connection and try again.',

};
