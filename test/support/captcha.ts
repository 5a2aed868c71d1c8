// What the captcha tests share (imported by *.test.ts only): a fresh challenge from
// GET /api/captcha with the answer read from its token.
import { expect } from "vitest";
import { jwtDecrypt } from "jose";
import { GET as captchaRoute } from "@/app/api/captcha/route";
import { captchaKey } from "@/lib/server/claims/captcha";
import { callRoute } from "./routes";

export async function challenge() {
  const { status, json, response } = await callRoute(captchaRoute, "/api/captcha");
  expect(status).toBe(200);
  const { payload } = await jwtDecrypt(json.token as string, captchaKey());
  return {
    image: json.image as string,
    token: json.token as string,
    answer: String(payload.answer),
    json,
    response,
  };
}
