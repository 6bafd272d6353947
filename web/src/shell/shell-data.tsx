// What the shell loads once (docs/dashboard.md "Shell") and shares with every view, so a
// view never asks again for the catalog, the targets or the viewer.
import { createContext, useContext } from 'react';
import type { ShellQuery } from '../gql/graphql.ts';

export type ShellData = ShellQuery;

export const ShellDataContext = createContext<ShellData | null>(null);

export function useShellData(): ShellData {
  const data = useContext(ShellDataContext);
  if (!data) throw new Error('useShellData outside the shell');
  return data;
}
