// One formatter for rupees on every page and in the server's texts: '₹449.90', '₹1,25,000'.
export { formatInr } from '@trippy/contracts/money'
