// PUT /api/partners/directory-profile/logo: uploads or replaces the directory profile's logo (multipart, field
// "logo": PNG, JPEG or WebP of at most 1 MB); owner and admin. DELETE removes it. Both answer { profile }.
import { directoryProfileLimit } from "@/lib/api/partner-leads";
import { withPartner } from "@/lib/api/session";
import { withUploadedForm } from "@/lib/api/uploaded-form";
import { logoLimits, removeLogo, uploadLogo } from "@/lib/server/directory/logo";

export const PUT = withPartner(
  { permission: "team:manage", rateLimit: directoryProfileLimit },
  async ({ auth, request }) => ({
    success: true,
    profile: await withUploadedForm(request, logoLimits, (form) =>
      uploadLogo({ partnerId: auth.partnerId, userId: auth.user.id }, form),
    ),
  }),
);

export const DELETE = withPartner(
  { permission: "team:manage", rateLimit: directoryProfileLimit },
  async ({ auth }) => ({
    success: true,
    profile: await removeLogo({ partnerId: auth.partnerId, userId: auth.user.id }),
  }),
);
