/** A row of the staff API as react-admin holds it: its `uid` copied into `id` (data-provider.ts). */
export type AdminRecord<Row extends { uid: string }> = Row & { id: string }
