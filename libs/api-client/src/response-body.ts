/** The server's own message in an error body, when it has one. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The body as JSON when it says so (or says nothing), else as text; none for 204 and 205. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || type === '') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
