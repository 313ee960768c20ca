/** A failure, said at once by screen readers (role alert); nothing while there is none. */
export function ErrorAlert({
  message,
  className,
  id,
}: {
  message: string | null | undefined;
  className: string;
  id?: string;
}) {
  return message ? (
    <p id={id} className={className} role="alert">
      {message}
    </p>
  ) : null;
}
