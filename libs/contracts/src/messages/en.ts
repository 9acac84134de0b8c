/** English catalogue: the reference for keys; es and zh must have the same keys. */
export const en = {
  'validation.required': 'Required',
  // The expected type is i18next's context (`{ context: 'number' }`); the plain key has none.
  'validation.invalid_type': 'Invalid value',
  'validation.invalid_type_string': 'Invalid value: expected text',
  'validation.invalid_type_number': 'Invalid value: expected a number',
  'validation.invalid_type_integer': 'Invalid value: expected a whole number',
  'validation.invalid_type_boolean': 'Invalid value: expected true or false',
  'validation.invalid_type_array': 'Invalid value: expected a list',
  'validation.invalid_type_object': 'Invalid value: expected an object',
  'validation.string_min': 'Must be at least {{min}} characters',
  'validation.string_min_one': 'Must be at least {{min}} character',
  'validation.string_max': 'Must be at most {{max}} characters',
  'validation.string_max_one': 'Must be at most {{max}} character',
  'validation.number_min': 'Must be greater than or equal to {{min}}',
  'validation.number_max': 'Must be less than or equal to {{max}}',
  'validation.array_min': 'Must contain at least {{min}} items',
  'validation.array_min_one': 'Must contain at least {{min}} item',
  'validation.array_max': 'Must contain at most {{max}} items',
  'validation.array_max_one': 'Must contain at most {{max}} item',
  'validation.email': 'Invalid e-mail address',
  'validation.enum': 'Invalid option: expected one of {{values}}',
  'validation.multiple_of': 'Must be a multiple of {{multiple}}',
  'validation.unknown_field': 'This field is not allowed',
  'validation.passwords_mismatch': 'Passwords do not match',
  'validation.slug': 'Use lowercase letters, numbers and hyphens only',
  'validation.phone': 'Invalid phone number',
  'validation.product_unavailable': 'This product is not available',
  'validation.image_type': '{{file}} is not a JPEG, PNG, WebP, AVIF or GIF image',
  'validation.image_pixels': '{{file}} is too big: at most {{max}} megapixels',
  'validation.images_max': 'A product can have at most {{max}} images',
  'validation.ids_permutation': 'Send every item of the list exactly once',
  'validation.product_not_found': 'This product does not exist',
  'validation.already_popular': 'This product is already in the popular list',
  'validation.url': 'Use an address starting with https://',
  'validation.time': 'Use a time like 09:30',
  'validation.role_required': 'Choose at least one role',
  'validation.closes_after_opens': 'Closing time must be after opening time',
  'validation.date': 'Use a date like 2026-11-25',
  'validation.date_range': 'The end date must not be before the start date',
  'validation.idempotency_key': 'Use 8 to 100 letters, digits, hyphens or underscores',
  'validation.idempotency_key_reused': 'This key was already used for a different message',
  'errors.data_invalid': 'The data sent is invalid',
  'errors.fields_pending': 'Fields pending completion',
  'errors.login_failed': 'Username and password do not match',
  'errors.current_password_required': 'Enter your current password to change your email',
  'errors.current_password_incorrect': 'Current password is incorrect',
  'errors.password_incorrect': 'The password is incorrect',
  'errors.email_in_use': 'The email is already in use',
  'errors.slug_in_use': 'This address is already used by another product',
  'errors.too_many_attempts': 'Too many attempts, please wait a moment',
  'errors.contact_other_site':
    'This form can only be sent from the shop’s own site. Your message was not sent: it is below, send it again from here.',
  'errors.error_processing': 'Error processing your request',
  'errors.permission_denied': 'Permission denied',
  'errors.page_load': 'An error occurred while loading the page.',
  'errors.request_processing': 'An error occurred while processing your request.',
  'errors.page_not_found': 'Page not found',
  'errors.page_not_found_path': 'Page Not Found: {{path}}',
  'errors.unauthenticated': 'You must sign in to continue',
  'errors.csrf_mismatch': 'CSRF token mismatch.',
  'errors.password_not_set': 'You must set a password before continuing',
  'errors.password_already_set': 'Your password is already set',
  'errors.not_found': 'The record was not found',
  'errors.token_invalid': 'This link is invalid or has expired',
  'errors.invitation_invalid':
    'This invitation link is invalid, has expired or has already been used',
  'errors.malformed_json': 'The request body is not valid JSON',
  'errors.payload_too_large': 'The request is too large',
  'errors.json_required': 'The request body must be JSON',
  'errors.unsupported_media_type': 'Unsupported file type',
  'errors.image_too_large': 'Each image must be at most {{max}} MB',
  'errors.upload_invalid':
    'The upload could not be read: send at most {{max}} image files in the “{{field}}” field',
  'errors.cannot_delete_self': 'You cannot delete your own account',
  'errors.last_admin': 'The last administrator cannot be removed',
  'errors.release_nothing_to_roll_back':
    'This remote runs its default build: there is no release to roll back',
  'errors.release_unavailable':
    'The files of this release are no longer kept: it cannot be served again',
  'errors.release_files_missing':
    'The release’s files are not in place, or are not a build of this remote',
  'errors.release_no_canary': 'No canary is running for this remote: there is nothing to abort',
  'errors.release_canary_running':
    'Release {{id}} is already running as this remote’s canary: promote it or abort it first',
  'errors.release_canary_is_live':
    'This release is live for everyone: a canary is a release that is not live yet',
  'errors.release_recorded':
    'This release is already recorded: its files cannot change. Build a new release instead',
  'errors.release_file_path':
    'Not a file path a release can hold: a relative path of letters, digits, ., _, - and /, with no .. and no \\',
  'errors.release_file_unlisted': 'These files of the release were not uploaded: {{files}}',
  'errors.role_not_assignable': 'You are not allowed to assign this role',
  'errors.server': 'An error occurred while processing your request.',
  'errors.service_unavailable':
    'The service is unavailable right now. Please try again in a few seconds.',
  'errors.reference': 'Error reference: {{id}}',
  'errors.storage_unavailable':
    'Images cannot be saved right now. Please try again in a few minutes.',
  'errors.reply_not_sent':
    'The reply could not be sent by e-mail, so it was not saved. Please try again.',
  'messages.password_reset_link_sent':
    'If an account exists for that e-mail, we have sent a link to reset the password.',
  'messages.password_reset_done': 'Your password has been reset. You can sign in now.',
  'messages.password_set_done': 'Your password has been saved.',
  'messages.profile_updated': 'Your profile has been updated.',
  'messages.password_updated': 'Your password has been updated.',
  'messages.user_invited': 'The user was created and an invitation was sent by e-mail.',
  'messages.deleted': 'Deleted.',
  'messages.contact_sent': 'Thank you! Your message has been sent.',
  'validation.csv_unclosed_quote': 'Line {{line}}: a quoted field is not closed',
  'validation.csv_column_count':
    'Line {{line}}: this row has {{count}} columns; the header has {{expected}}',
  'validation.csv_column_count_one':
    'Line {{line}}: this row has {{count}} column; the header has {{expected}}',
  'validation.csv_missing_columns': 'The file lacks these columns: {{columns}}',
  'validation.csv_unknown_columns': 'These columns are not known: {{columns}}',
  'validation.csv_empty': 'The file has no product rows',
  'validation.csv_duplicate_id': 'This id is on more than one row',
  'validation.boolean': 'Use true or false',
  'validation.not_csv': 'The file is not a UTF-8 CSV file',
  'errors.import_too_large': 'The file is too large: at most {{max}} MB',
  'errors.import_too_many_rows': 'The file has too many rows: at most {{max}}',
  'errors.import_rows_invalid': 'Nothing was imported: {{count}} rows have errors',
  'errors.import_rows_invalid_one': 'Nothing was imported: {{count}} row has errors',
  'messages.import_done':
    'Imported: {{created}} created, {{updated}} updated, {{unchanged}} unchanged',
} as const;

/**
 * A count's singular (i18next's plural keys: `key_one` beside `key`, which holds the other form
 * and is used for a count of any other kind). Chinese has one form, so it has no `_one` keys.
 */
type SingularKey = Extract<keyof typeof en, `${string}_one`>;

export type Catalogue = Record<Exclude<keyof typeof en, SingularKey>, string> &
  Partial<Record<SingularKey, string>>;
