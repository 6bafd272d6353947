// Who is using the app and what they may do (docs/dashboard.md "Rules every view follows", "Shell"): READ < WRITE < RUN < ADMIN.
import { createContext, useContext } from 'react';

export type Role = 'READ' | 'WRITE' | 'RUN' | 'ADMIN';

export interface ViewerInfo {
  actorId: string;
  role: Role;
  canWrite: boolean;
  canRun: boolean;
}

const ORDER: Record<Role, number> = { READ: 0, WRITE: 1, RUN: 2, ADMIN: 3 };

export function viewerInfo(actorId: string, role: Role): ViewerInfo {
  return { actorId, role, canWrite: ORDER[role] >= ORDER.WRITE, canRun: ORDER[role] >= ORDER.RUN };
}

export const ViewerContext = createContext<ViewerInfo>(viewerInfo('anonymous', 'READ'));

export const useViewer = (): ViewerInfo => useContext(ViewerContext);
