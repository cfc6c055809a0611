import type { Booking } from '@trippy/contracts'

/**
 * For unit tests: a booking as the server answers it, just made and not paid: two seats on the
 * Roopkund Trek with a 25 % advance. Override what a test is about.
 */
export function testBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    packageDetails: {
      packageId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      packageName: 'Roopkund Trek',
      packageSlug: 'roopkund-trek',
      packageType: 'trek',
      duration: '8 Days / 7 Nights',
      destination: 'Uttarakhand',
      originalPrice: 22000,
      offerPrice: 19500,
    },
    batchDetails: {
      batchId: 'cccccccccccccccccccccccc',
      startDate: '2027-05-01',
      endDate: '2027-05-08',
      availability: 12,
    },
    bookingInfo: {
      numberOfSeats: 2,
      paymentType: 'advance',
      subtotal: 44000,
      promoCode: null,
      discount: 0,
      gst: 2200,
      total: 46200,
      payableAmount: 11550,
      remainingAmount: 34650,
      remainingDueDate: '2027-04-16',
      amountPaid: 0,
    },
    addons: [{ id: 'dddddddddddddddddddddddd', name: 'Offloading backpack', price: 2500 }],
    customerDetails: {
      userId: 'eeeeeeeeeeeeeeeeeeeeeeee',
      fullName: 'Asha Rawat',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      address: '12 Mall Road, Mussoorie',
      emergencyContact: '+91 98111 00000',
      emergencyName: 'Ravi Rawat',
      specialRequirements: '',
    },
    metadata: { bookingDate: '2027-03-01T10:00:00.000Z', status: 'pending', source: 'website' },
    refundPolicy: 'standard',
    amountPaid: 0,
    amountDue: 11550,
    balanceDueDate: '2027-04-16',
    balanceOverdue: false,
    holdExpiresAt: '2027-03-02T10:00:00.000Z',
    cancelReason: null,
    payments: [],
    refunds: [],
    travellers: [
      { name: 'Asha Rawat', age: null, gender: '', idType: '', idNumber: '' },
      { name: '', age: null, gender: '', idType: '', idNumber: '' },
    ],
    travellersMissing: 2,
    travellersRequired: false,
    travellersEditable: true,
    invoiceNumber: null,
    ...overrides,
  }
}
