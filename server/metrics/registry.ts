import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client'

/**
 * Every metric `/metrics` shows, with the process's own (CPU, memory, event loop, GC, handles)
 * under the `vitrine_` prefix. One per process: a worker or a web process registers what it runs.
 */
export const metricsRegistry = new Registry()

/** Prefix of every metric of ours, so they sort together beside other exporters' on a dashboard. */
export const METRIC_PREFIX = 'vitrine_'

collectDefaultMetrics({ register: metricsRegistry, prefix: METRIC_PREFIX })

type Named = { name: string }

/**
 * The metric of this name already registered, or the one `create` makes and registers: a module
 * evaluated twice (tests build many apps in one process) gets the same metric, not an error.
 */
function registered<M>(config: Named, create: () => M): M {
  return (metricsRegistry.getSingleMetric(config.name) as M | undefined) ?? create()
}

/**
 * How other code adds its metrics — a job queue's depth and durations, storage errors: declare
 * each once, at a module's top level, named `vitrine_…` with its unit (`_seconds`, `_total`),
 * with labels of few values only (never an id or a raw address). A gauge read at scrape time
 * passes `collect() { this.set(…) }`.
 *
 * @example
 * const storageErrors = counter({
 *   name: 'vitrine_storage_errors_total',
 *   help: 'Object storage calls that failed, by operation.',
 *   labelNames: ['operation'],
 * })
 * storageErrors.inc({ operation: 'put' })
 */
export function counter<L extends string>(config: CounterConfiguration<L>): Counter<L> {
  return registered(config, () => new Counter({ ...config, registers: [metricsRegistry] }))
}

/** A value that goes up and down (see `counter` for how to declare one). */
export function gauge<L extends string>(config: GaugeConfiguration<L>): Gauge<L> {
  return registered(config, () => new Gauge({ ...config, registers: [metricsRegistry] }))
}

/** Durations or sizes in buckets (see `counter` for how to declare one). */
export function histogram<L extends string>(config: HistogramConfiguration<L>): Histogram<L> {
  return registered(config, () => new Histogram({ ...config, registers: [metricsRegistry] }))
}
