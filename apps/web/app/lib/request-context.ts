import type { WebServices } from '@trippy/contracts'
import { createContext } from 'react-router'

/** The host's services, set per request by server/app.ts. */
export const servicesContext = createContext<WebServices>()
