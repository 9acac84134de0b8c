import { api } from '@bolsos/api-client';
import {
  API_PATHS,
  LIMITS,
  type Locale,
  type MessageDetail,
  type MessagePage,
  type MessageReplyPreview,
  type MessageStatus,
  type Paginated,
  type Product,
} from '@bolsos/contracts';

export const MESSAGES_PER_PAGE = LIMITS.staffPerPage;

export interface MessagesQuery {
  search: string;
  status?: MessageStatus;
  lang?: Locale;
  productId?: number;
  page: number;
}

/**
 * GET /api/messages?search=&status=&lang=&product_id=&page=&per_page= (staff): newest first,
 * spam only when asked for. Silent: the page shows its own error. Never from the GET cache:
 * visitors write in at any time, and an inbox that hides what came in since is no inbox.
 */
export function getMessages(query: MessagesQuery, signal?: AbortSignal): Promise<MessagePage> {
  return api.get<MessagePage>(API_PATHS.messages, {
    params: {
      search: query.search || undefined,
      status: query.status,
      lang: query.lang,
      product_id: query.productId,
      page: query.page,
      per_page: MESSAGES_PER_PAGE,
    },
    silent: true,
    cache: false,
    signal,
  });
}

/**
 * GET /api/messages/{id}: the message, its bag and its thread, fresh like the list (another
 * staff member may have answered it). Silent: the page shows a 404.
 */
export function getMessage(id: number, signal?: AbortSignal): Promise<{ data: MessageDetail }> {
  return api.get<{ data: MessageDetail }>(API_PATHS.message(id), {
    silent: true,
    cache: false,
    signal,
  });
}

/** PUT /api/messages/{id} {status}. Not silent: a refusal is toasted. */
export function setMessageStatus(
  id: number,
  status: MessageStatus,
): Promise<{ data: MessageDetail }> {
  return api.put<{ data: MessageDetail }>(API_PATHS.message(id), { status });
}

/**
 * POST /api/messages/{id}/replies {body}: e-mailed to the visitor. Silent: the form says why it
 * failed beside the text it keeps.
 */
/**
 * POST /api/messages/{id}/read: the message was opened; a new one becomes open, others stay.
 * Silent: if it fails the message simply stays new until it is opened again.
 */
export function markMessageRead(id: number): Promise<{ data: MessageDetail }> {
  return api.post<{ data: MessageDetail }>(API_PATHS.messageRead(id), undefined, { silent: true });
}

export function sendReply(id: number, body: string): Promise<{ data: MessageDetail }> {
  return api.post<{ data: MessageDetail }>(
    API_PATHS.messageReplies(id),
    { body },
    { silent: true },
  );
}

/**
 * POST /api/messages/{id}/replies/preview {body}: the e-mail the reply would send, in the
 * visitor's language; nothing is sent. Silent: the form shows why beside the text.
 */
export function previewReply(id: number, body: string): Promise<{ data: MessageReplyPreview }> {
  return api.post<{ data: MessageReplyPreview }>(
    API_PATHS.messageReplyPreview(id),
    { body },
    { silent: true },
  );
}

/** POST /api/messages/{id}/notes {body}: internal. Silent, like the reply. */
export function addNote(id: number, body: string): Promise<{ data: MessageDetail }> {
  return api.post<{ data: MessageDetail }>(API_PATHS.messageNotes(id), { body }, { silent: true });
}

/** GET /api/products?search= for the product filter: the first page of matches. Silent. */
export function searchProducts(term: string, signal?: AbortSignal): Promise<Paginated<Product>> {
  return api.get<Paginated<Product>>(API_PATHS.products, {
    params: { search: term || undefined, page: 1, per_page: LIMITS.staffPerPage },
    silent: true,
    signal,
  });
}
