// Who acts on the partner side: the signed-in colleague of a partner company, through the
// portal or through one of the company's API keys. Every partner service takes one, and
// scopes what it reads and writes to `partnerId`.
export interface PartnerActor {
  partnerId: string;
  userId: string;
  email: string;
  companyName: string;
  /** The user's name, recorded with what they register. */
  name: string;
  /** The API key the user acts through, recorded with what it registers. */
  apiKeyId?: string;
}
