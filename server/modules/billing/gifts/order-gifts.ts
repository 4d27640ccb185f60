/**
 * What billing asks of gifts about an order: its gift for the staff's order page, whether it was
 * redeemed (no refund then), and voiding it when the order is refunded.
 */
export { findOrderGift, giftRedeemed, voidOrderGift } from './repo.ts'
