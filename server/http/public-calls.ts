// Contract calls anyone may make, signed in or not. Every other path of the contract is behind
// requireUser (server/http/api.ts), and the OpenAPI document marks these without security.
import { endpoints } from '../../src/api/endpoints';

export const PUBLIC_CALLS: readonly string[] = [endpoints.listPlans.path];
