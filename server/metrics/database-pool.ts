import { gauge } from './registry.ts'

/** What a pg pool tells of its connections (`pg.Pool` has these three). */
export interface PoolCounts {
  totalCount: number
  idleCount: number
  waitingCount: number
}

/** The pools of this process's apps: one in production; tests build several. */
const pools = new Set<PoolCounts>()

const sum = (count: (pool: PoolCounts) => number) =>
  [...pools].reduce((total, pool) => total + count(pool), 0)

gauge({
  name: 'vitrine_database_pool_connections',
  help: 'PostgreSQL connections open in the pool (SQLite has one and no pool).',
  collect() {
    this.set(sum((pool) => pool.totalCount))
  },
})
gauge({
  name: 'vitrine_database_pool_idle_connections',
  help: 'PostgreSQL connections open in the pool that no query uses.',
  collect() {
    this.set(sum((pool) => pool.idleCount))
  },
})
gauge({
  name: 'vitrine_database_pool_waiting_queries',
  help: 'Queries waiting for a PostgreSQL connection: the pool is too small or the database slow.',
  collect() {
    this.set(sum((pool) => pool.waitingCount))
  },
})

/** Shows `pool` in the pool gauges until the returned function is called (the app closes). */
export function watchDatabasePool(pool: PoolCounts): () => void {
  pools.add(pool)
  return () => {
    pools.delete(pool)
  }
}
