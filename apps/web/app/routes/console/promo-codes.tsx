import type { ConsolePromoCode, PackageSummary } from '@trippy/contracts'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { consoleApi, consoleProblems, loadConsole } from '../../features/console/console-api.ts'
import { secondaryButtonClass } from '../../features/console/console-dialog.tsx'
import { consoleMeta } from '../../features/console/console-texts.ts'
import {
  cellClass,
  ConsolePage,
  DataTable,
  EmptyNote,
  Panel,
} from '../../features/console/console-ui.tsx'
import { PromoCodeForm, promoWords } from '../../features/promo-codes/index.ts'
import { api } from '../../lib/api-client.ts'
import type { Route } from './+types/promo-codes'

const STATE_LABELS: Record<ConsolePromoCode['state'], string> = {
  scheduled: 'Not yet valid',
  active: 'In force',
  expired: 'Expired',
  'used-up': 'Used up',
}

export function meta() {
  return consoleMeta('Promo codes')
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [codes, packages] = await Promise.all([
    loadConsole<ConsolePromoCode[]>(request, '/api/console/promo-codes'),
    api.get<PackageSummary[]>('/api/packages', { signal: request.signal }),
  ])
  return {
    codes: codes.data,
    packages: packages.data.map((pkg) => ({ _id: pkg._id, name: pkg.name })),
  }
}

export default function ConsolePromoCodes({ loaderData }: Route.ComponentProps) {
  const { codes, packages } = loaderData
  const revalidator = useRevalidator()
  const refresh = () => void revalidator.revalidate()
  const [editing, setEditing] = useState<ConsolePromoCode | null>(null)

  return (
    <ConsolePage
      title="Promo codes"
      intro="Codes travellers enter when booking: the discount comes off the subtotal before GST. A cancelled booking gives its use back."
    >
      {codes.length === 0 ? (
        <EmptyNote>No promo codes yet.</EmptyNote>
      ) : (
        <DataTable
          caption="Promo codes"
          head={['Code', 'Discount', 'Valid', 'Uses', 'State', 'Public', 'Actions']}
        >
          {codes.map((promo) => (
            <tr key={promo._id}>
              <td className={`${cellClass} font-mono font-semibold`}>{promo.code}</td>
              <td className={cellClass}>{promoWords(promo)}</td>
              <td className={cellClass}>
                {formatCalendarDate(promo.validFrom)} to {formatCalendarDate(promo.validTo)}
              </td>
              <td className={cellClass}>
                {promo.maxUses === null ? promo.uses : `${promo.uses} of ${promo.maxUses}`}
              </td>
              <td className={cellClass}>{STATE_LABELS[promo.state]}</td>
              <td className={cellClass}>{promo.isPublic ? 'Yes' : 'No'}</td>
              <td className={cellClass}>
                <button
                  type="button"
                  onClick={() => setEditing(promo)}
                  className={secondaryButtonClass}
                  aria-label={`Edit ${promo.code}`}
                >
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Panel title={editing ? `Edit ${editing.code}` : 'New promo code'}>
        <PromoCodeForm
          key={editing?._id ?? 'new'}
          promo={editing}
          packages={packages}
          problemsOf={consoleProblems}
          save={(body) =>
            editing
              ? consoleApi.patch(`/api/console/promo-codes/${editing._id}`, body)
              : consoleApi.post('/api/console/promo-codes', body)
          }
          onDone={() => {
            setEditing(null)
            refresh()
          }}
        />
        {editing ? (
          <button
            type="button"
            onClick={() => setEditing(null)}
            className={`${secondaryButtonClass} mt-3`}
          >
            Cancel editing
          </button>
        ) : null}
      </Panel>
    </ConsolePage>
  )
}
