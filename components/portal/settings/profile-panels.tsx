"use client";

import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/portal/ui/button";

// Settings' Profile and Company: the details as facts, and for whoever may change them an
// Edit button that swaps in the form (loaded on first use, with the form library).

const ProfileEditor = dynamic(() => import("./profile-forms").then((m) => m.ProfileEditor));
const CompanyEditor = dynamic(() => import("./profile-forms").then((m) => m.CompanyEditor));

function Editable({
  facts,
  label,
  editor,
  note,
}: {
  facts: ReactNode;
  label: string;
  editor: ((done: () => void) => ReactNode) | null;
  note?: string;
}) {
  const [editing, setEditing] = useState(false);
  if (editing && editor) return <>{editor(() => setEditing(false))}</>;
  return (
    <>
      {facts}
      {editor ? (
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => setEditing(true)} aria-label={label}>
            Edit
          </Button>
        </div>
      ) : note ? (
        <p className="mt-4 text-sm text-slate-600">{note}</p>
      ) : null}
    </>
  );
}

export function ProfilePanel({
  facts,
  values,
}: {
  facts: ReactNode;
  values: { firstName: string; lastName: string; title: string; phone: string };
}) {
  return (
    <Editable
      facts={facts}
      label="Edit your profile"
      editor={(done) => <ProfileEditor values={values} onDone={done} />}
    />
  );
}

export function CompanyPanel({
  facts,
  values,
  canEdit,
}: {
  facts: ReactNode;
  values: { companyName: string; website: string; country: string; taxId: string };
  canEdit: boolean;
}) {
  return (
    <Editable
      facts={facts}
      label="Edit the company's details"
      editor={canEdit ? (done) => <CompanyEditor values={values} onDone={done} /> : null}
      note="An owner of your company can change these details."
    />
  );
}
