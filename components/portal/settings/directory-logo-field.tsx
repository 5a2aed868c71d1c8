"use client";

import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Button } from "@/components/portal/ui/button";
import { FormError } from "@/components/portal/ui/form-error";
import { directoryProfileApi } from "@/lib/client/leads";
import { toast } from "@/lib/client/toast";
import {
  directoryLogoSchema,
  type DirectoryLogoInput,
  type DirectoryProfile,
} from "@/lib/validation/directory";

// Settings → Directory profile: the company's logo (PNG, JPEG or WebP, at most 1 MB), shown on
// its card and page in the public directory. Uploading replaces the current one.

export function DirectoryLogoField({
  profile,
  onChange,
}: {
  profile: DirectoryProfile;
  onChange: (profile: DirectoryProfile) => void;
}) {
  const { form, register, errors, submitting, serverError, setServerError, submit } =
    useSchemaForm<DirectoryLogoInput>({ schema: directoryLogoSchema, defaultValues: {} });

  const upload = submit(async ({ logo }) => {
    const answer = await directoryProfileApi.uploadLogo(logo[0]!);
    if (!answer.ok) return { ok: false, message: answer.message };
    onChange(answer.data.profile);
    form.reset({});
    toast.success("Logo saved.");
    return { ok: true };
  });

  const remove = async () => {
    const answer = await directoryProfileApi.removeLogo();
    if (!answer.ok) return setServerError(answer.message);
    onChange(answer.data.profile);
    toast.success("Logo removed.");
  };

  return (
    <form noValidate onSubmit={upload} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <FormError message={serverError} focus={!errors.logo} />
      <div className="flex items-center gap-4">
        {profile.logoUrl ? (
          // A small stored logo: next/image would need its host configured and gains nothing here.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={profile.logoUrl}
            alt="Current logo"
            width={64}
            height={64}
            className="h-16 w-16 rounded object-contain"
          />
        ) : (
          <p className="text-sm text-slate-700">
            No logo yet: the directory shows the company&apos;s initial.
          </p>
        )}
      </div>
      <div>
        <label htmlFor="directory-logo" className="mb-2 block text-sm font-medium text-slate-800">
          Logo (PNG, JPEG or WebP, at most 1 MB)
        </label>
        <input
          id="directory-logo"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-invalid={errors.logo ? true : undefined}
          aria-describedby={errors.logo ? "directory-logo-error" : undefined}
          className="block w-full text-sm text-slate-800"
          {...register("logo")}
        />
        {errors.logo?.message ? (
          <p id="directory-logo-error" className="mt-1 text-sm text-danger">
            {errors.logo.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={submitting}>
          {profile.logoUrl ? "Replace logo" : "Upload logo"}
        </Button>
        {profile.logoUrl ? (
          <Button type="button" variant="secondary" onClick={() => void remove()}>
            Remove logo
          </Button>
        ) : null}
      </div>
    </form>
  );
}
