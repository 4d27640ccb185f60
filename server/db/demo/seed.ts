import type { Config } from '../../config.ts'
import type { DatabaseHandle } from '../connect.ts'

/** Creates the demo websites when the database holds none. (Being written.) */
export async function seedDemoIfEmpty(_database: DatabaseHandle, _config: Config): Promise<void> {}
