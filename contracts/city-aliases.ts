// Older or other names of the listed Indian cities, in a module of their own: only the forms' city field
// reads them, and the lists (contracts/india-locations.ts) reach pages that have none.

/**
 * Older or other names that addresses (and so autofill) still carry, lower-case, each with the list's name: a
 * city filled as "Bangalore" is Bengaluru once Karnataka is chosen (the contact and apply forms' city field).
 */
export const cityAliases: Readonly<Record<string, string>> = {
  allahabad: 'Prayagraj',
  aurangabad: 'Chhatrapati Sambhajinagar',
  bangalore: 'Bengaluru',
  banaras: 'Varanasi',
  baroda: 'Vadodara',
  belgaum: 'Belagavi',
  bellary: 'Ballari',
  benares: 'Varanasi',
  bombay: 'Mumbai',
  calcutta: 'Kolkata',
  cochin: 'Kochi',
  gulbarga: 'Kalaburagi',
  gurgaon: 'Gurugram',
  hubli: 'Hubballi',
  madras: 'Chennai',
  mangalore: 'Mangaluru',
  mysore: 'Mysuru',
  panjim: 'Panaji',
  pondicherry: 'Puducherry',
  poona: 'Pune',
  shimoga: 'Shivamogga',
  trichy: 'Tiruchirappalli',
  trivandrum: 'Thiruvananthapuram',
  tuticorin: 'Thoothukudi',
  vizag: 'Visakhapatnam',
};
