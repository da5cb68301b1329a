import { describe, expect, it } from "vitest";
import { nextAdminSignInStep } from "./admin-sign-in-steps";

describe("an admin's sign-in after the password", () => {
  it("checks the code of an enrolled admin first, then asks for a new password if the old one is too weak", () => {
    expect(nextAdminSignInStep({ enrolled: true, verified: false, passwordRenewalRequired: false })).toBe("verify");
    expect(nextAdminSignInStep({ enrolled: true, verified: false, passwordRenewalRequired: true })).toBe("verify");
    expect(nextAdminSignInStep({ enrolled: true, verified: true, passwordRenewalRequired: true })).toBe("new-password");
    expect(nextAdminSignInStep({ enrolled: true, verified: true, passwordRenewalRequired: false })).toBe("done");
  });

  it("sets up the second factor at the first admin sign-in, after a new password when one is needed", () => {
    expect(nextAdminSignInStep({ enrolled: false, verified: false, passwordRenewalRequired: true })).toBe("new-password");
    expect(nextAdminSignInStep({ enrolled: false, verified: false, passwordRenewalRequired: false })).toBe("enrol");
  });
});
