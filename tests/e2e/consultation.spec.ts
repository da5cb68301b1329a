import { expect, makeToolkit, test } from "./fixtures";

// Booking a consultation from the results page: a dialog with JavaScript, its own page without.
test("book a consultation from a toolkit", async ({ page, baseURL, javaScriptEnabled }) => {
  const id = await makeToolkit(page, baseURL!);
  await page.goto(`/toolkit/${id}`);
  await page.getByRole("link", { name: "Book Consultation" }).click();
  const scope = javaScriptEnabled ? page.getByTestId("consultation-dialog") : page.getByRole("main");
  if (!javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`/toolkit/${id}/consultation`));
  await expect(scope.getByRole("heading", { name: "Book a Consultation" })).toBeVisible();
  await expect(scope.getByLabel("Work area to focus on")).toHaveValue("Content Creation");

  // Missing email: the spec's texts.
  await scope.getByLabel("Full Name").fill("Ada Lovelace");
  await scope.getByRole("button", { name: "Book Consultation" }).click();
  await expect(scope.getByRole("alert")).toContainText("Please enter at least your name and email address.");

  await scope.getByLabel("Email Address").fill("ada@example.com");
  await scope.getByLabel("Work area to focus on").selectOption("Lead Generation");
  await scope.getByRole("button", { name: "Book Consultation" }).click();
  await expect(page.getByText("Consultation Request Sent").first()).toBeVisible();
  await expect(page.getByText("Thank you! We'll contact you within 24 hours to schedule your consultation.").first()).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByTestId("consultation-dialog")).toBeHidden();
  else await expect(page).toHaveURL(new RegExp(`/toolkit/${id}$`));
});
