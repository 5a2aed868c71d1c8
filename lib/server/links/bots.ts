// Known crawlers, link previewers and scripted clients: they are redirected like anyone but
// never counted as a click (a link pasted into a chat is fetched by its preview bot first).
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|meta-externalagent|embedly|quora link|outbrain|pinterest|vkshare|w3c_validator|whatsapp|skypeuripreview|nuzzel|bitlybot|tumblr|redditbot|applebot|google-inspectiontool|googleother|lighthouse|headlesschrome|phantomjs|curl\/|wget\/|python-requests|python-urllib|httpie|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww-perl|scrapy|ahrefs|semrush|mj12|dotbot|petalbot|yandex|baiduspider|duckduckgo|bingpreview|mastodon|iframely|microsoft office|uptimerobot|pingdom/i;

/** True for a user agent that is a bot, a link previewer or no browser at all (none sent). */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const value = userAgent?.trim() ?? "";
  return value === "" || BOT.test(value);
}
