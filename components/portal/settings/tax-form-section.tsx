"use client";

import { useEffect, useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/portal/ui/button";
import { SelectField, TextField } from "@/components/portal/ui/inputs";
import { payoutDetailsApi, type TaxFormAnswer } from "@/lib/client/payout-details";
import {
  entityTypes,
  taxClassifications,
  taxFormTypes,
  type TaxFormType,
} from "@/lib/validation/tax-form-options";

// The tax form the programme needs before paying: a W-9 (US person), W-8BEN (foreign
// individual) or W-8BEN-E (foreign entity), signed by typing the full name. A new form
// replaces the one on file.

const formHelp: Record<TaxFormType, string> = {
  "W-9": "W-9: a US person or US company",
  "W-8BEN": "W-8BEN: an individual outside the US",
  "W-8BEN-E": "W-8BEN-E: a company or other entity outside the US",
};
const fieldsOf: Record<TaxFormType, readonly string[]> = {
  "W-9": ["legalName", "businessName", "taxClassification", "tin"],
  "W-8BEN": ["legalName", "countryOfCitizenship", "foreignTin", "dateOfBirth", "treatyCountry"],
  "W-8BEN-E": ["legalName", "countryOfIncorporation", "entityType", "foreignTin", "treatyCountry"],
};
const addressFields = ["line1", "line2", "city", "state", "postalCode", "country"] as const;
const labels: Record<string, string> = {
  legalName: "Legal name",
  businessName: "Business name (if different)",
  taxClassification: "Tax classification",
  tin: "SSN or EIN",
  countryOfCitizenship: "Country of citizenship (2 letters)",
  countryOfIncorporation: "Country of incorporation (2 letters)",
  entityType: "Entity type",
  foreignTin: "Foreign tax number",
  dateOfBirth: "Date of birth",
  treatyCountry: "Treaty country (2 letters, optional)",
  line1: "Street address",
  line2: "Address line 2",
  city: "City",
  state: "State or region",
  postalCode: "Postal code",
  country: "Country (2 letters)",
};
const optional = new Set(["businessName", "foreignTin", "treatyCountry", "line2"]);
const today = () => new Date().toISOString().slice(0, 10);
const idOf = (key: string) => `tax-${key.replace(/\./g, "-")}`;

export function TaxFormSection() {
  const [current, setCurrent] = useState<TaxFormAnswer | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [form, setForm] = useState<TaxFormType | "">("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void payoutDetailsApi.taxForm().then((result) => {
      if (!live) return;
      if (result.ok) setCurrent(result.data);
      else setRefused(result.message);
    });
    return () => {
      live = false;
    };
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form) return setErrors({ form: "Choose a tax form." });
    const data = new FormData(event.currentTarget);
    const read = (key: string) => String(data.get(idOf(key)) ?? "").trim();
    const body: Record<string, unknown> = { form };
    for (const key of fieldsOf[form]) if (read(key)) body[key] = read(key);
    const address: Record<string, string> = {};
    for (const key of addressFields) if (read(`address.${key}`)) address[key] = read(`address.${key}`);
    if (form === "W-9") address.country = "US";
    body.address = address;
    body.signature = { name: read("signature.name"), date: today() };
    setSaving(true);
    const result = await payoutDetailsApi.submitTaxForm(body);
    setSaving(false);
    if (!result.ok) return setErrors(result.fields ?? { body: result.message });
    setErrors({});
    setCurrent(result.data);
    setForm("");
    toast.success(`${result.data.form} submitted.`);
  }

  if (refused) return <p className="text-sm text-slate-700">{refused}</p>;
  const input = (key: string) => ({
    id: idOf(key),
    label: labels[key.replace("address.", "")] ?? key,
    error: errors[key],
    required: !optional.has(key.replace("address.", "")),
  });
  return (
    <div className="space-y-4">
      {current?.form ? (
        <p className="text-sm text-slate-800" data-testid="tax-form-current">
          On file: <strong>{current.form}</strong>, {current.status === "rejected" ? "rejected" : "submitted"}{" "}
          {current.tinMasked ? `(tax number ${current.tinMasked})` : ""}
          {current.rejectionReason ? `: ${current.rejectionReason}` : ""}
        </p>
      ) : (
        <p className="text-sm text-slate-700">No tax form yet: submit one to request payments.</p>
      )}
      <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
        <SelectField
          id="tax-form"
          label={current?.form ? "Submit a new tax form" : "Tax form"}
          placeholder="Choose a form"
          options={taxFormTypes.map((value) => ({ value, label: formHelp[value] }))}
          value={form}
          error={errors.form}
          onChange={(event) => {
            setForm(event.target.value as TaxFormType);
            setErrors({});
          }}
        />
        {form ? (
          <>
            {fieldsOf[form].map((key) =>
              key === "taxClassification" || key === "entityType" ? (
                <SelectField
                  key={key}
                  {...input(key)}
                  placeholder="Choose"
                  options={(key === "entityType" ? entityTypes : taxClassifications).map((value) => ({
                    value,
                    label: value.replace(/_/g, " "),
                  }))}
                />
              ) : (
                <TextField key={key} {...input(key)} type={key === "dateOfBirth" ? "date" : "text"} />
              ),
            )}
            {addressFields
              .filter((key) => !(form === "W-9" && key === "country"))
              .map((key) => (
                <TextField
                  key={key}
                  {...input(`address.${key}`)}
                  required={!optional.has(key) && (key !== "state" || form === "W-9")}
                />
              ))}
            <TextField
              {...input("signature.name")}
              label="Signature: type your full name"
              hint={`Signed today (${today()}) under penalties of perjury; your address and the time are recorded.`}
            />
            {errors.body ? (
              <p role="alert" className="text-sm text-danger">
                {errors.body}
              </p>
            ) : null}
            <Button type="submit" busy={saving}>
              Sign and submit {form}
            </Button>
          </>
        ) : null}
      </form>
    </div>
  );
}
