"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ModalDialog } from "@/components/modal-dialog";
import { Button } from "@/components/portal/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/portal/ui/inputs";
import { dealProducts } from "@/content/deals";
import { leadsApi } from "@/lib/client/leads";
import { toast } from "@/lib/client/toast";
import { currencies } from "@/lib/money";
import { declineLeadSchema } from "@/lib/validation/leads";
import type { LeadAction } from "./lead-action";

// The Leads list's two forms: decline with a reason, and register an accepted lead as a deal
// (the registration's fields the lead does not give; the server's registration rules decide,
// and their messages show beside the fields).

export function LeadForms({
  action,
  onClose,
  onDone,
}: {
  action: NonNullable<LeadAction>;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <ModalDialog
      open
      title={
        action.kind === "decline"
          ? `Decline the lead of ${action.lead.company}`
          : `Register ${action.lead.company}`
      }
      onClose={onClose}
    >
      {action.kind === "decline" ? (
        <DeclineForm leadId={action.lead.id} onDone={onDone} />
      ) : (
        <ConvertForm leadId={action.lead.id} onDone={onDone} />
      )}
    </ModalDialog>
  );
}

function DeclineForm({ leadId, onDone }: { leadId: string; onDone: () => void }) {
  const form = useForm({ resolver: zodResolver(declineLeadSchema), defaultValues: { reason: "" } });
  const submit = form.handleSubmit(async ({ reason }) => {
    const result = await leadsApi.decline(leadId, reason);
    if (!result.ok) return form.setError("reason", { message: result.fields?.reason ?? result.message });
    toast.success("Lead declined; it went back to the programme team.");
    onDone();
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextAreaField
        id="lead-decline-reason"
        label="Reason"
        required
        rows={4}
        maxLength={500}
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
      <Button type="submit" busy={form.formState.isSubmitting}>
        Decline lead
      </Button>
    </form>
  );
}

interface ConvertValues {
  customerWebsite: string;
  contactTitle: string;
  decisionMakerName: string;
  decisionMakerEmail: string;
  dealSize: string;
  currency: string;
  expectedCloseDate: string;
  product: string;
  notes: string;
}

const convertFields: Record<string, keyof ConvertValues> = {
  customerWebsite: "customerWebsite",
  contactTitle: "contactTitle",
  "decisionMaker.name": "decisionMakerName",
  "decisionMaker.email": "decisionMakerEmail",
  dealSize: "dealSize",
  currency: "currency",
  expectedCloseDate: "expectedCloseDate",
  products: "product",
  notes: "notes",
};

function ConvertForm({ leadId, onDone }: { leadId: string; onDone: () => void }) {
  const form = useForm<ConvertValues>({
    defaultValues: {
      customerWebsite: "",
      contactTitle: "",
      decisionMakerName: "",
      decisionMakerEmail: "",
      dealSize: "",
      currency: "USD",
      expectedCloseDate: "",
      product: dealProducts[0].id,
      notes: "",
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const result = await leadsApi.convert(leadId, {
      customerWebsite: values.customerWebsite,
      contactTitle: values.contactTitle,
      decisionMaker: { name: values.decisionMakerName, email: values.decisionMakerEmail },
      dealSize: Number(values.dealSize),
      currency: values.currency,
      expectedCloseDate: values.expectedCloseDate,
      products: [values.product],
      notes: values.notes,
    });
    if (!result.ok) {
      const fields = Object.entries(result.fields ?? {});
      for (const [path, message] of fields) {
        const name = convertFields[path];
        if (name) form.setError(name, { message });
      }
      if (!fields.length) toast.error(result.message);
      return;
    }
    toast.success("Deal registered; it awaits the programme team's review.");
    onDone();
  });
  const text = (name: keyof ConvertValues, label: string, type = "text") => (
    <TextField
      id={`lead-${name}`}
      label={label}
      type={type}
      required
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">The company and the contact come from the lead.</p>
      {text("customerWebsite", "Customer website")}
      {text("contactTitle", "Contact title")}
      {text("decisionMakerName", "Decision maker's name")}
      {text("decisionMakerEmail", "Decision maker's email", "email")}
      {text("dealSize", "Estimated value", "number")}
      <SelectField
        id="lead-currency"
        label="Currency"
        placeholder="Choose a currency"
        options={currencies.map((value) => ({ value, label: value }))}
        error={errors.currency?.message}
        {...form.register("currency")}
      />
      {text("expectedCloseDate", "Expected close date", "date")}
      <SelectField
        id="lead-product"
        label="Product"
        placeholder="Choose a product"
        options={dealProducts.map((product) => ({ value: product.id, label: product.label }))}
        error={errors.product?.message}
        {...form.register("product")}
      />
      <TextAreaField
        id="lead-notes"
        label="Notes"
        rows={3}
        maxLength={2000}
        error={errors.notes?.message}
        {...form.register("notes")}
      />
      <Button type="submit" busy={form.formState.isSubmitting}>
        Register deal
      </Button>
    </form>
  );
}
