// LinkedIn's "Add to profile" link for a certification (issue 28): its documented query fields,
// filled so the holder only confirms. Nothing is sent to LinkedIn until the holder follows it.
export interface Certification {
  name: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  url: string;
  id: string;
}

export const LINKEDIN_ORGANIZATION = "Upskill Academy";

export function linkedInAddUrl(c: Certification): string {
  const [year, month] = c.issuedOn.split("-");
  const query = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: c.name,
    organizationName: LINKEDIN_ORGANIZATION,
    issueYear: String(Number(year)),
    issueMonth: String(Number(month)),
    certUrl: c.url,
    certId: c.id,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
