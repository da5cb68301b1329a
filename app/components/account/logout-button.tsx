import { Form } from "@remix-run/react";

/** Logout (§2, §4): a plain post to /logout, so it works with JavaScript off; the session ends and the user lands on /. */
export function LogoutButton() {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className="btn-outline">
        Logout
      </button>
    </Form>
  );
}
