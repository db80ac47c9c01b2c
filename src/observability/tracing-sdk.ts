// Starts OpenTelemetry's Node SDK when the standard OTEL_* variables ask for traces, and only
// then: the gateway's spans (src/platform/tracing.ts) are written with the API alone, which does
// nothing while no SDK is registered, so a gateway without these variables pays nothing for them.
// The SDK reads the rest of its settings from the same variables (exporter, protocol, endpoint,
// headers, sampler, propagators, resource). Traces only: metrics stay Prometheus's (/metrics).

import type { Logger } from '../logger.js';

export interface Tracing {
  /**
   * Exports what is buffered and stops, giving up after `withinMs`: a collector that is down or
   * does not answer costs the spans not yet exported (logged), never the gateway's shutdown,
   * which the SDK's own export timeout and retries would otherwise outlast or fail.
   */
  shutdown(withinMs: number): Promise<void>;
}

type Environment = Readonly<Record<string, string | undefined>>;

const DEFAULT_SERVICE_NAME = 'ramp-gateway';

/**
 * Whether the environment asks for traces: an OTLP endpoint, or a traces exporter other than
 * `none`; never when OTEL_SDK_DISABLED is true.
 */
export function tracingRequested(env: Environment): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  if (exporters.length > 0) return !exporters.includes('none');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/**
 * The SDK, started and registered globally when the process's environment asks for traces (the
 * SDK reads its settings from there too); else undefined, and nothing of it is loaded.
 */
export async function startTracing(logger: Pick<Logger, 'warn'>): Promise<Tracing | undefined> {
  const env = process.env;
  if (!tracingRequested(env)) return undefined;
  const { NodeSDK, resources } = await import('@opentelemetry/sdk-node');
  const named = env.OTEL_SERVICE_NAME !== undefined || (env.OTEL_RESOURCE_ATTRIBUTES ?? '').includes('service.name=');
  const sdk = new NodeSDK({
    ...(!named && { serviceName: DEFAULT_SERVICE_NAME }),
    // The process detector would record the command line and the OS user; the host's name is enough.
    ...(env.OTEL_NODE_RESOURCE_DETECTORS === undefined && { resourceDetectors: [resources.envDetector, resources.hostDetector] }),
    // No instrumentation patches modules: the spans are the gateway's own (docs/operations.md, "Traces").
    instrumentations: [],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return { shutdown: (withinMs) => stopWithin(() => sdk.shutdown(), withinMs, logger) };
}

async function stopWithin(stop: () => Promise<void>, withinMs: number, logger: Pick<Logger, 'warn'>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, Math.max(0, withinMs), 'late')));
  try {
    if ((await Promise.race([stop(), late])) === 'late') logger.warn({ withinMs }, 'tracing: the collector did not take the last spans in time; they are lost');
  } catch (error) {
    logger.warn({ err: error }, 'tracing: the last spans could not be exported; they are lost');
  } finally {
    clearTimeout(timer);
  }
}
