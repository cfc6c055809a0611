import type { Staff } from '@trippy/contracts'
import { useOutletContext } from 'react-router'

/** What the console layout hands its pages. */
export type ConsoleOutletContext = { staff: Staff }

/** The signed-in member of staff, on a page inside the console layout. */
export function useConsoleStaff(): Staff {
  return useOutletContext<ConsoleOutletContext>().staff
}
