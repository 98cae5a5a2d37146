import { describe, expect, it } from "vitest";
import type { KycSubmission } from "@tradewind/api/kyc";
import { checkKycForm, emptyKycForm, kycFormFrom, type KycFormValues } from "./kyc-form.ts";

const complete: KycFormValues = {
  firstName: " Ada ",
  lastName: "Lovelace",
  birthdate: "1990-12-10",
  sex: "female",
  country: "GB",
  address: "12 St James's Square, London",
  phone: "+44 2071234567",
  documentType: "passport",
  frontImageId: "11",
  backImageId: "12",
  holdingImageId: "13",
};
const today = "2026-05-20";

describe("checkKycForm", () => {
  it("passes a complete form and sends the trimmed values with the three photo ids", () => {
    const check = checkKycForm(complete, today);
    expect(check).toEqual({ ok: true, body: { ...complete, firstName: "Ada" } });
  });

  it("asks for everything on an empty form with the server's codes: 10156 blank, 10159 date, 10109 phone, 10155 photos", () => {
    const check = checkKycForm(emptyKycForm(""), today);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      firstName: { code: "10156" },
      lastName: { code: "10156" },
      birthdate: { code: "10159" },
      sex: { code: "10156" },
      country: { code: "10156" },
      address: { code: "10156" },
      phone: { code: "10109" },
      documentType: { code: "10156" },
      frontImageId: { code: "10155" },
      backImageId: { code: "10155" },
      holdingImageId: { code: "10155" },
    });
  });

  it("refuses an under-age, future or impossible birthdate with 10159 and nothing else", () => {
    for (const birthdate of ["2008-05-21", "2030-01-01", "2001-02-30"]) {
      expect(checkKycForm({ ...complete, birthdate }, today)).toEqual({ ok: false, errors: { birthdate: { code: "10159" } } });
    }
    expect(checkKycForm({ ...complete, birthdate: "2008-05-20" }, today).ok).toBe(true);
  });

  it("refuses whitespace-only names, an unknown sex and a phone without its country code", () => {
    const check = checkKycForm({ ...complete, firstName: "   ", sex: "unknown", phone: "2071234567" }, today);
    expect(check).toEqual({ ok: false, errors: { firstName: { code: "10156" }, sex: { code: "10156" }, phone: { code: "10109" } } });
  });

  it("asks for the one photo that is missing", () => {
    const check = checkKycForm({ ...complete, holdingImageId: null }, today);
    expect(check).toEqual({ ok: false, errors: { holdingImageId: { code: "10155" } } });
  });
});

describe("kycFormFrom", () => {
  it("refills the refused details but not the photos, which that submission has claimed", () => {
    const refused: KycSubmission = {
      id: "7",
      ...complete,
      firstName: "Ada",
      sex: "female",
      documentType: "passport",
      frontImageId: "11",
      backImageId: "12",
      holdingImageId: "13",
      status: "failed",
      rejectReason: "Photo blurred",
      submittedAt: "2026-05-19T10:00:00.000Z",
      reviewedAt: "2026-05-19T12:00:00.000Z",
    };
    expect(kycFormFrom(refused)).toEqual({ ...complete, firstName: "Ada", frontImageId: null, backImageId: null, holdingImageId: null });
  });
});
