"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { MemberRole } from "@/lib/member-roles";

// Who is signed in, as the dashboard's tabs need it to hide what the role cannot do (the
// server refuses it anyway) and to tell "Mine" from "Everyone's".

export interface SignedInMember {
  userId: string | null;
  role: MemberRole;
}

const MemberContext = createContext<SignedInMember>({ userId: null, role: "owner" });

export function MemberProvider({ value, children }: { value: SignedInMember; children: ReactNode }) {
  return <MemberContext.Provider value={value}>{children}</MemberContext.Provider>;
}

export function useMember(): SignedInMember {
  return useContext(MemberContext);
}
