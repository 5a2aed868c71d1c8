/**
 * The contact form's JSON for visitor `index` of a spec, with an address
 * of its own: `<tag>-<index>-<time>@visitors.test`, so a spec can find its enquiries by tag.
 */
export function visitorEnquiry(tag: string, index: number, company: string): string {
  return JSON.stringify({
    fullName: `${tag[0]!.toUpperCase()}${tag.slice(1)} Visitor ${index}`,
    email: `${tag}-${index}-${Date.now()}@visitors.test`,
    company,
    phoneNumber: "+44 20 7946 0958",
    industry: "Banking",
    companySize: "51-200",
    message: `We close the month in ${index + 5} days and want it in 3.`,
    source: "Partners Page",
  });
}
