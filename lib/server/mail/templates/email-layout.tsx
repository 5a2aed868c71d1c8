import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import { PROGRAMME_NAME, type EmailFooter } from "./content";

// The frame every email shares: the programme's name and logo, a heading, the body and a
// footer saying why the recipient gets it. Inline styles (mail clients drop most <style>),
// a fluid 600 px column that reads at 320 px, and a dark-mode block for the clients that
// honour prefers-color-scheme (the html and body backgrounds too, so no light strip shows
// above the card). The logo is decoration: its alt text and the name beside it
// say the same, so the message reads with remote images blocked.

const colors = { ink: "#0f172a", muted: "#475569", line: "#e2e8f0", brand: "#1d4ed8", page: "#f1f5f9" };

const darkMode = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
html, body { margin: 0; padding: 0; background-color: #f1f5f9; }
@media (prefers-color-scheme: dark) {
  html, body, .page { background-color: #0b1120 !important; }
  .card { background-color: #111827 !important; border-color: #1f2937 !important; }
  .ink { color: #f1f5f9 !important; }
  .muted { color: #cbd5e1 !important; }
  .link { color: #93c5fd !important; }
}`;

export function EmailLayout(props: {
  preview: string;
  heading: string;
  appUrl: string;
  footer?: EmailFooter;
  children: ReactNode;
}) {
  const { footer } = props;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{props.heading}</title>
        {/* Without it a phone lays the message out at desktop width and shrinks it. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkMode}</style>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body className="page" style={{ backgroundColor: colors.page, margin: 0, padding: "24px 8px" }}>
        <Container
          className="card"
          style={{
            maxWidth: "600px",
            width: "100%",
            backgroundColor: "#ffffff",
            border: `1px solid ${colors.line}`,
            borderRadius: "8px",
            padding: "24px 20px",
            fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
          }}
        >
          <Section>
            <Link href={props.appUrl} className="ink" style={{ color: colors.ink, textDecoration: "none" }}>
              <Img
                src={`${props.appUrl}/apple-icon.png`}
                alt=""
                width="32"
                height="32"
                style={{ display: "inline-block", verticalAlign: "middle", borderRadius: "6px" }}
              />
              <span style={{ fontSize: "15px", fontWeight: 600, marginLeft: "8px", verticalAlign: "middle" }}>
                {PROGRAMME_NAME}
              </span>
            </Link>
          </Section>
          <Heading
            as="h1"
            className="ink"
            style={{ color: colors.ink, fontSize: "22px", lineHeight: "1.3", margin: "24px 0 16px" }}
          >
            {props.heading}
          </Heading>
          {props.children}
          {footer ? (
            <>
              <Hr style={{ borderColor: colors.line, margin: "24px 0 12px" }} />
              <Text className="muted" style={{ color: colors.muted, fontSize: "13px", lineHeight: "1.5" }}>
                {footer.reason}
                {footer.settingsUrl ? (
                  <>
                    {" "}
                    <Link
                      className="link"
                      href={footer.settingsUrl}
                      style={{ color: colors.brand, textDecoration: "underline" }}
                    >
                      Notification settings
                    </Link>
                  </>
                ) : null}
                {footer.unsubscribeUrl ? (
                  <>
                    {" · "}
                    <Link
                      className="link"
                      href={footer.unsubscribeUrl}
                      style={{ color: colors.brand, textDecoration: "underline" }}
                    >
                      Unsubscribe
                    </Link>
                  </>
                ) : null}
              </Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

export const emailColors = colors;
