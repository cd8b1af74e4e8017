import { describe, expect, it } from 'vitest';
import { parseOtlpHeaders, type TracingEnv, tracesUrlOf, tracingSettings } from './settings';

const unset: TracingEnv = {
  OTEL_SDK_DISABLED: false,
  OTEL_EXPORTER_OTLP_HEADERS: {},
  OTEL_SERVICE_NAME: 'zorgzaam',
  OTEL_TRACES_SAMPLER: 'parentbased_always_on',
  OTEL_TRACES_SAMPLER_ARG: 1,
  OTEL_BSP_SCHEDULE_DELAY: 5000,
};

describe('tracing settings from the standard variables', () => {
  it('is off without an endpoint, and when the SDK is disabled', () => {
    expect(tracingSettings(unset)).toBeUndefined();
    expect(
      tracingSettings({ ...unset, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318', OTEL_SDK_DISABLED: true }),
    ).toBeUndefined();
  });

  it('sends traces to the endpoint’s /v1/traces with the given service name and sampler', () => {
    expect(
      tracingSettings({
        ...unset,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example/',
        OTEL_SERVICE_NAME: 'winkel-web',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: 0.25,
      }),
    ).toMatchObject({
      tracesUrl: 'https://otel.example/v1/traces',
      serviceName: 'winkel-web',
      sampler: 'parentbased_traceidratio',
      samplerRatio: 0.25,
    });
    expect(tracesUrlOf('http://127.0.0.1:4318/otlp')).toBe('http://127.0.0.1:4318/otlp/v1/traces');
  });

  it('reads headers as name=value pairs with percent-encoded values', () => {
    expect(parseOtlpHeaders('Authorization=Bearer%20abc, X-Scope-OrgID=shop')).toEqual({
      Authorization: 'Bearer abc',
      'X-Scope-OrgID': 'shop',
    });
    expect(parseOtlpHeaders('')).toEqual({});
    expect(parseOtlpHeaders('no-equals-sign')).toBeUndefined();
    expect(parseOtlpHeaders('bad name=x')).toBeUndefined();
    expect(parseOtlpHeaders('a=%E0%A4%A')).toBeUndefined();
  });
});
