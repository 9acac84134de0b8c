import type { ReactNode } from 'react';

export interface ErrorCardProps {
  title: string;
  message: string;
  code?: number;
  /** Buttons or links under the message. */
  children?: ReactNode;
}

/** Centred card with an alert icon (spec §2 "Error page"); plain markup, no antd on public pages. */
export function ErrorCard({ title, message, code, children }: ErrorCardProps) {
  return (
    <section className="bl-error-card" role="alert" data-testid="error-page" data-error-code={code}>
      <svg
        className="bl-error-card__icon"
        viewBox="0 0 24 24"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M12 2 1 21h22L12 2Zm0 4.8L19.5 19h-15L12 6.8ZM11 10v5h2v-5h-2Zm0 6v2h2v-2h-2Z"
        />
      </svg>
      <h1 className="bl-error-card__title">{title}</h1>
      <p className="bl-error-card__message">{message}</p>
      {children ? <div className="bl-error-card__actions">{children}</div> : null}
    </section>
  );
}
