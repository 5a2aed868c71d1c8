import { Button, Link, Section, Text } from "@react-email/components";
import type { EmailContent, EmailFooter } from "./content";
import { SIGNATURE } from "./content";
import { EmailLayout, emailColors as colors } from "./email-layout";

// The template every kind of email is written with: the greeting, the paragraphs, the
// facts as a label/value list, one primary button, follow-up paragraphs and the signature.
// Each domain's emails.ts fills in its words; this decides how they look.

// Underlined: inside running text a link must not be told apart by colour alone.
const linkStyle = { color: colors.brand, textDecoration: "underline" };
const paragraph = { color: colors.ink, fontSize: "16px", lineHeight: "1.6", margin: "0 0 16px" };

export function NoticeEmail({
  content,
  footer,
  appUrl,
}: {
  content: EmailContent;
  footer?: EmailFooter;
  appUrl: string;
}) {
  const preview = content.paragraphs[0] ?? content.heading;
  return (
    <EmailLayout preview={preview} heading={content.heading} appUrl={appUrl} footer={footer}>
      {content.greeting ? (
        <Text className="ink" style={paragraph}>
          {content.greeting}
        </Text>
      ) : null}
      {content.paragraphs.map((text, i) => (
        <Text key={i} className="ink" style={{ ...paragraph, whiteSpace: "pre-line" }}>
          {text}
        </Text>
      ))}
      {content.facts?.length ? (
        <Section style={{ margin: "0 0 16px", borderLeft: `3px solid ${colors.line}`, paddingLeft: "12px" }}>
          {content.facts.map((fact) => (
            <Text key={fact.label} className="ink" style={{ ...paragraph, margin: "0 0 6px" }}>
              <span className="muted" style={{ color: colors.muted }}>
                {fact.label}:
              </span>{" "}
              {fact.href ? (
                <Link className="link" href={fact.href} style={linkStyle}>
                  {fact.value}
                </Link>
              ) : (
                <span style={{ whiteSpace: "pre-line" }}>{fact.value}</span>
              )}
            </Text>
          ))}
        </Section>
      ) : null}
      {content.action ? (
        <Section style={{ margin: "8px 0 24px" }}>
          <Button
            href={content.action.href}
            style={{
              backgroundColor: colors.brand,
              color: "#ffffff",
              borderRadius: "6px",
              fontSize: "16px",
              fontWeight: 600,
              padding: "12px 20px",
              textDecoration: "none",
            }}
          >
            {content.action.label}
          </Button>
          <Text className="muted" style={{ color: colors.muted, fontSize: "13px", margin: "12px 0 0" }}>
            Or open this link: {/* The address in full, for clients that do not show buttons. */}
            <Link
              className="link"
              href={content.action.href}
              style={{ ...linkStyle, wordBreak: "break-all" }}
            >
              {content.action.href}
            </Link>
          </Text>
        </Section>
      ) : null}
      {content.links?.map((item) => (
        <Text key={item.href} className="ink" style={paragraph}>
          <Link className="link" href={item.href} style={linkStyle}>
            {item.label}
          </Link>
        </Text>
      ))}
      {(content.after ?? []).map((text, i) => (
        <Text key={`after-${i}`} className="ink" style={{ ...paragraph, whiteSpace: "pre-line" }}>
          {text}
        </Text>
      ))}
      {content.signed !== false ? (
        <Text className="ink" style={paragraph}>
          {SIGNATURE}
        </Text>
      ) : null}
    </EmailLayout>
  );
}
