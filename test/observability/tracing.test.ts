// OpenTelemetry spans (docs/operations.md "Tracing"): with a tracer provider, each operation is one
// server span named by its type and name, errors mark it, and variables never reach it; without
// one (the default, SR_BENCH_TRACING=0) no span is made.
import { SpanStatusCode } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracerProviderFromEnv, tracingEnabled } from '../../src/observability/tracing.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider();
provider.addSpanProcessor(new SimpleSpanProcessor(exporter));
let tdb: TestDatabase;
let traced: TestApi;
let untraced: TestApi;

beforeAll(async () => {
  tdb = await openTestDatabase();
  traced = await startTestApi(tdb.database, { serve: { tracing: provider } });
  untraced = await startTestApi(tdb.database, { serve: { tracing: null } });
});
afterAll(async () => {
  await traced?.close();
  await untraced?.close();
  await tdb?.close();
  await provider.shutdown();
});

describe('tracing', () => {
  it('makes one span per operation, marks errors and records no variables', async () => {
    exporter.reset();
    const ok = await traced.gql(`query Test_Traced($first: Int!) { runs(first: $first) { totalCount } }`, { first: 1 });
    expect(ok.errors).toBeUndefined();
    const bad = await traced.gql(`query Test_TracedMissing($id: ID!) { run(id: $id) { status } }`, { id: 'no-such-run' });
    expect(bad.errors?.length).toBeGreaterThan(0);

    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => s.name)).toEqual(['query.Test_Traced', 'query.Test_TracedMissing']);
    const [first, second] = spans;
    expect(first?.attributes['graphql.execute.operationName']).toBe('Test_Traced');
    expect(first?.attributes['graphql.execute.operationType']).toBe('query');
    expect(first?.attributes['graphql.execute.document']).toMatch(/runs\(first: \$first\)/);
    expect(first?.status.code).not.toBe(SpanStatusCode.ERROR);
    expect(second?.status.code).toBe(SpanStatusCode.ERROR);
    for (const span of spans) expect(Object.keys(span.attributes).filter((k) => k.includes('variables') || k.includes('result'))).toEqual([]);
  });

  it('makes none when tracing is off', async () => {
    exporter.reset();
    expect((await untraced.gql(`query Test_Untraced { runs(first: 1) { totalCount } }`)).errors).toBeUndefined();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('reads SR_BENCH_TRACING as 0 or 1 and refuses anything else', () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracerProviderFromEnv({})).toBeNull();
    expect(tracerProviderFromEnv({ SR_BENCH_TRACING: '1' })).not.toBeNull();
    expect(() => tracingEnabled({ SR_BENCH_TRACING: 'on' })).toThrow(/SR_BENCH_TRACING must be 0 or 1, got "on"/);
  });
});
