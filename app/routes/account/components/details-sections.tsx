// /account: the sections about the person: e-mail status, name and phone, and the profile photo.
import { CircleCheck, CircleAlert } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AVATAR_MAX_BYTES, AVATAR_TYPES, initialsOf } from "@core/avatar";
import { FormField, FormMessage } from "~/components/form-field";
import { FieldError, Input, Label } from "~/components/ui/input";
import { photoUrl } from "~/lib/images";
import { Section } from "~/components/intent-form";
import { SectionForm, useSection } from "~/components/account/section";
import { m } from "@core/paraglide/messages";

export interface AccountProfile {
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  image: string | null;
}

export function EmailStatus({ profile }: { profile: AccountProfile }) {
  const s = useSection("resend");
  return (
    <Section id="email-status" title={m.account_email_title()}>
      <p className="flex items-start gap-2">
        {profile.emailVerified ? (
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
        ) : (
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
        )}
        <span className="min-w-0">
          <span className="font-semibold">{profile.email}</span>{" "}
          {profile.emailVerified ? m.phone_is_verified() : m.account_email_not_verified()}
        </span>
      </p>
      {!profile.emailVerified && (
        <SectionForm intent="resend" anchor="email-status" formError={s.formError} success={s.success} submit={{ label: m.account_send_link_again(), variant: "outline" }} />
      )}
    </Section>
  );
}

export function ProfileDetails({ profile }: { profile: AccountProfile }) {
  const s = useSection("profile");
  const value = (k: "name" | "phone") => s.values[k] ?? profile[k] ?? "";
  return (
    <Section id="profile" title={m.account_details_title()}>
      <SectionForm intent="profile" anchor="profile" formError={s.formError} success={s.success} submit={{ label: m.account_save_details() }}>
        <FormField name="name" label={m.account_full_name()} required autoComplete="name" maxLength={80} defaultValue={value("name")} error={s.errors.name} />
        <FormField
          name="phone"
          label={m.account_phone_optional()}
          type="tel"
          autoComplete="tel"
          maxLength={20}
          defaultValue={value("phone")}
          hint={m.account_phone_hint()}
          error={s.errors.phone}
        />
      </SectionForm>
    </Section>
  );
}

export function Avatar({ image, name, size }: { image: string | null; name: string; size: number }) {
  if (image) return <img src={photoUrl(image, 320)} width={size} height={size} alt={m.account_photo_alt()} className="rounded-full bg-slate-200 object-cover" style={{ width: size, height: size }} />;
  const initials = initialsOf(name);
  return (
    <span aria-hidden className="flex items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800" style={{ width: size, height: size }}>
      {initials}
    </span>
  );
}

/** `hint`: the upload's rules, in words from the loader. */
export function AvatarSection({ profile, hint }: { profile: AccountProfile; hint: string }) {
  const upload = useSection("avatar");
  const remove = useSection("remove-avatar");
  const [params] = useSearchParams();
  // With JavaScript, a file over the limit is stopped here, before it travels (the server would refuse it too).
  const [tooBig, setTooBig] = useState(false);
  const error = (tooBig || params.get("avatar") === "too-large" ? m.account_avatar_message() : undefined) ?? upload.errors.avatar;
  return (
    <Section id="avatar" title={m.account_photo_title()}>
      <FormMessage error={remove.formError} success={upload.success ?? remove.success} />
      <div className="flex flex-wrap items-center gap-4">
        <Avatar image={profile.image} name={profile.name} size={96} />
        {profile.image ? (
          <SectionForm intent="remove-avatar" anchor="avatar" submit={{ label: m.account_photo_remove(), variant: "outline" }} />
        ) : (
          <p className="text-slate-600">{m.account_photo_none()}</p>
        )}
      </div>
      <SectionForm
        intent="avatar"
        anchor="avatar"
        encType="multipart/form-data"
        formError={upload.formError}
        submit={{ label: m.account_photo_upload() }}
        onSubmit={(e) => {
          const file = new FormData(e.currentTarget).get("avatar");
          const big = file instanceof File && file.size > AVATAR_MAX_BYTES;
          setTooBig(big);
          if (big) e.preventDefault();
        }}
      >
        <div>
          <Label htmlFor="f-avatar">{profile.image ? m.account_photo_choose_new() : m.account_photo_choose()}</Label>
          <Input
            id="f-avatar"
            name="avatar"
            type="file"
            required
            accept={AVATAR_TYPES.join(",")}
            aria-invalid={error ? true : undefined}
            aria-describedby={`f-avatar-hint${error ? " f-avatar-error" : ""}`}
            onChange={() => setTooBig(false)}
            className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold"
          />
          <p id="f-avatar-hint" className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
          <FieldError id="f-avatar-error" message={error} />
        </div>
      </SectionForm>
    </Section>
  );
}
