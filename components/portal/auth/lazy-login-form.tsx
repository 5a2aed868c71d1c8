"use client";

import dynamic from "next/dynamic";

// The sign-in form (react-hook-form, and zod on first submit) loads beside the page rather
// than in its first load: the server-rendered form shows at once and answers once its code
// has arrived, which keeps the public screens' first-load budget.
export const LoginForm = dynamic(() => import("./login-form").then((m) => m.LoginForm));
