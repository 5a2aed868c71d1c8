import { Fragment } from "react";

/**
 * An email address that wraps, when it must, after its "@" and its dots: never in the
 * middle of a name. The text stays the address itself, so copying it copies the address.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
