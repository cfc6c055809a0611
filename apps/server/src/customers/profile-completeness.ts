type ProfileFields = { firstName: string; lastName: string; phone: string; address: string }

/** Complete only if first name, last name, phone and address are all present. */
export function isProfileComplete(profile: ProfileFields): boolean {
  return [profile.firstName, profile.lastName, profile.phone, profile.address].every(
    (value) => value.trim().length > 0,
  )
}
