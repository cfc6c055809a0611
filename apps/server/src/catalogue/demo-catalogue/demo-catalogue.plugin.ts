import fp from 'fastify-plugin'
import { loadDemoCatalogueOnce } from './load.ts'

/** Loads the demo catalogue once into a freshly migrated database, when DEMO_CATALOGUE asks. */
export const demoCataloguePlugin = fp(
  async (app) => {
    if (app.env.DEMO_CATALOGUE && (await loadDemoCatalogueOnce(app.db)))
      app.log.info('Loaded the demo catalogue')
  },
  { name: 'demo-catalogue', dependencies: ['db'] },
)
