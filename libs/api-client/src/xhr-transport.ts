/** Bytes of the request body sent so far (`total` 0 when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Parses `getAllResponseHeaders()` ("name: value" per CRLF line). */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}

/**
 * One request through XMLHttpRequest, answered as a fetch Response so the rest of the client
 * (errors, toasts, body parsing) stays the same. Rejects like fetch: AbortError, or a TypeError
 * when the network fails.
 */
export function sendWithXhr(
  xhr: XMLHttpRequest,
  url: string,
  init: RequestInit,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const signal = init.signal ?? undefined;
    const aborted = () => new DOMException('The request was aborted', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(init.method ?? 'POST', url, true);
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      done();
      // A Response cannot hold a status outside 200–599; the browser says 0 when it got none.
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new TypeError('Network request failed'));
        return;
      }
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.responseText === '';
      resolve(
        new Response(empty ? null : xhr.responseText, {
          status: xhr.status,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
