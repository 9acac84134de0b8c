export { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './use-debounced-search';
export type { DebouncedSearch, DebouncedSearchOptions } from './use-debounced-search';
export { SearchBox, type SearchBoxProps } from './search-box';
export { pagerLabel, pagerLabelParams } from './pager-label';
export {
  contractRule,
  formFieldErrors,
  showFieldErrors,
  translateIssues,
  type FormFieldError,
} from './form-errors';
export { useRemoteData, type RemoteData } from './use-remote-data';
export { PageHeader } from './page-header';
export { useListParams, type ListParamChanges, type ListParams } from './use-list-params';
export { LinkButton, type LinkButtonProps } from './link-button';
export { PagedTable, type PagedTableProps } from './paged-table';
export { LoadErrorAlert } from './load-error-alert';
export { ConfirmButton, type ConfirmButtonProps } from './confirm-button';
export { useCheckedSubmit, type CheckedSubmitOptions } from './use-checked-submit';
export { isNotFound, refusalMessage, unprocessableErrors } from './api-refusal';
export { RemoteRecord } from './remote-record';
export {
  AuditChanges,
  AuditDetails,
  AuditHistory,
  AuditWhat,
  formatAuditValue,
  type AuditHistoryProps,
  type AuditLabels,
} from './audit-entries';
export { useAuditLabels } from './use-audit-labels';
export { useUnsavedChanges, type UnsavedChanges } from './use-unsaved-changes';
export { dateTimeFormat, formatDate, formatDateTime } from './format-date';
export { useIsPhone } from './use-phone';
export { FilterFold, type FilterFoldProps } from './filter-fold';
export {
  FormErrorSummary,
  fieldErrorEntries,
  type FieldErrorEntry,
  type FieldName,
} from './form-error-summary';
