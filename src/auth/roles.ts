// The role rules live with the services that apply them; the CLI and tokens read them here.
export { hasRole, requireRole, ROLES } from '../services/actor.ts';
