import type { Labels } from '../../types';

/** The English texts of the labels in ../data-rights.ts. */
export const EN: Labels = {
  privacy_intro:
    "Your data is yours. Here you can download a copy of everything the site keeps about your account, or delete the account. The site's Privacy policy explains what we keep, why and for how long.",
  privacy_read_policy: 'Read the Privacy policy',
  privacy_export_title: 'Download my data',
  privacy_cart_reminders_title: 'Cart reminders',
  privacy_cart_reminders_intro: 'If you leave items in your cart, the shop may send one e-mail reminding you of them (one per cart).',
  privacy_cart_reminders_label: 'Receive cart reminders by e-mail',
  privacy_cart_reminders_saved: 'Preference saved.',
  privacy_export_intro:
    'A JSON file with your profile, addresses, orders (items, amounts, statuses and history), contact messages sent with your e-mail, back-in-stock alerts, coupons used and your cookie choices.',
  privacy_export_button: 'Download my data',
  download_busy: 'Preparing the file…',
  download_done: 'File downloaded.',
  privacy_delete_title: 'Delete my account',
  privacy_delete_intro: 'When you delete the account:',
  privacy_delete_erased:
    'your profile, addresses, contact messages, back-in-stock alerts and sessions are erased, and you can no longer log in;',
  privacy_delete_orders:
    'your orders are kept for 5 years, as tax law requires, no longer linked to the account; after that, your data in them is erased too;',
  privacy_delete_final: 'the deletion cannot be undone.',
  privacy_password_label: 'Your password',
  privacy_password_hint: "To confirm it's you.",
  privacy_password_required: 'The Password field is required.',
  privacy_delete_button: 'Delete my account',
  privacy_delete_confirm_title: 'Delete your account?',
  privacy_delete_confirm_text: 'Your account and your data will be erased now. This cannot be undone.',
  privacy_delete_confirm: 'Delete my account',
  privacy_deleted: 'Your account was deleted.',
  privacy_order_link: 'Order #{number}',
  users_export_title: 'Export data',
  users_export_intro:
    'When a person asks by e-mail for a copy of their data (LGPD, art. 18), download the file and send it to them. The request is recorded in Data subject requests.',
  users_export_button: 'Export data',
  requests_intro:
    'The record of data copies and account deletions (LGPD, art. 37), asked for by the person in My account or served by an administrator.',
  requests_col_date: 'Date',
  requests_col_kind: 'Request',
  requests_col_subject: 'Data subject',
  requests_col_actor: 'Made by',
  requests_filter_kind: 'Type',
  requests_kind_all: 'All',
  requests_kind_export: 'Copy of the data',
  requests_kind_delete: 'Account deletion',
  requests_subject_deleted: 'Deleted account (no. {id})',
  requests_by_subject: 'The data subject',
  requests_by_admin: 'Administrator: {name}',
  requests_admin_gone: 'deleted account',
  requests_empty: 'No requests recorded.',
};
