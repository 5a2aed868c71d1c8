import type { Server } from "node:http";

export function plainAddress(address: string | undefined): string;
export function trustedForwardedFor(header: string | string[] | undefined, peer: string | undefined, hops: number): string;
export function trustConnectionAddress<S extends Server>(server: S, hops: number): S;
